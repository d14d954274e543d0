/**
 * @generated SignedSource<<1197b0ad89b0d68d92430a222559279d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MyAccountPageQuery$variables = Record<PropertyKey, never>;
export type MyAccountPageQuery$data = {
  readonly viewer: {
    readonly staff: {
      readonly email: string;
      readonly " $fragmentSpreads": FragmentRefs<"MyAccountPage_profile">;
    } | null | undefined;
  };
};
export type MyAccountPageQuery = {
  response: MyAccountPageQuery$data;
  variables: MyAccountPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MyAccountPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "StaffMember",
            "kind": "LinkedField",
            "name": "staff",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "MyAccountPage_profile"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MyAccountPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "StaffMember",
            "kind": "LinkedField",
            "name": "staff",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
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
                "name": "language",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "13c6fcfa1ac6a3b713172a6fe64fb97b",
    "id": null,
    "metadata": {},
    "name": "MyAccountPageQuery",
    "operationKind": "query",
    "text": "query MyAccountPageQuery {\n  viewer {\n    staff {\n      email\n      ...MyAccountPage_profile\n      id\n    }\n    id\n  }\n}\n\nfragment MyAccountPage_profile on StaffMember {\n  name\n  language\n}\n"
  }
};
})();

(node as any).hash = "ceb5d35924dd264991e3bbbbbe6bff2f";

export default node;
