/**
 * @generated SignedSource<<70ee7b146d62d9d89a08c93f008609dc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type OrganisationStatus = "APPROVED" | "ARCHIVED" | "BLOCKED" | "PENDING" | "%future added value";
export type OrganisationPickerQuery$variables = {
  search: string;
  status?: ReadonlyArray<OrganisationStatus> | null | undefined;
};
export type OrganisationPickerQuery$data = {
  readonly clients: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly email: string;
        readonly id: string;
        readonly name: string;
        readonly phone: string | null | undefined;
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
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "status"
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
      },
      {
        "kind": "Variable",
        "name": "status",
        "variableName": "status"
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "phone",
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
    "cacheID": "fe74c001b743aae2303791cb5bc144fd",
    "id": null,
    "metadata": {},
    "name": "OrganisationPickerQuery",
    "operationKind": "query",
    "text": "query OrganisationPickerQuery(\n  $search: String!\n  $status: [OrganisationStatus!]\n) {\n  clients(search: $search, status: $status, first: 8, orderBy: NAME) {\n    edges {\n      node {\n        id\n        name\n        email\n        phone\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0e64ec58523e403a326506caf0048b61";

export default node;
