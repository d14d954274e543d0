/**
 * @generated SignedSource<<672a968373c5639df2a03be8f664aa40>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type OrganisationPickerQuery$variables = {
  search: string;
};
export type OrganisationPickerQuery$data = {
  readonly clients: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly email: string;
        readonly id: string;
        readonly name: string;
      };
    }>;
  };
};
export type OrganisationPickerQuery = {
  response: OrganisationPickerQuery$data;
  variables: OrganisationPickerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 8
      },
      {
        "kind": "Literal",
        "name": "orderBy",
        "value": "NAME"
      },
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      }
    ],
    "concreteType": "QueryClientsConnection",
    "kind": "LinkedField",
    "name": "clients",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "QueryClientsConnectionEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Client",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "email",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OrganisationPickerQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OrganisationPickerQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "92203b2192cb3ebb2fdd3078caaf1784",
    "id": null,
    "metadata": {},
    "name": "OrganisationPickerQuery",
    "operationKind": "query",
    "text": "query OrganisationPickerQuery(\n  $search: String!\n) {\n  clients(search: $search, first: 8, orderBy: NAME) {\n    edges {\n      node {\n        id\n        name\n        email\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7f49a79ae1a03229465182926cd0c978";

export default node;
