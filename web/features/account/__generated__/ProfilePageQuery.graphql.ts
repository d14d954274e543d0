/**
 * @generated SignedSource<<8f0814f744f0552eee6b8c3934612b92>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProfilePageQuery$variables = Record<PropertyKey, never>;
export type ProfilePageQuery$data = {
  readonly viewer: {
    readonly client: {
      readonly " $fragmentSpreads": FragmentRefs<"ProfilePage_account" | "ProfilePage_deletion" | "ProfilePage_details" | "ProfilePage_language">;
    } | null | undefined;
  };
};
export type ProfilePageQuery = {
  response: ProfilePageQuery$data;
  variables: ProfilePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
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
    "name": "ProfilePageQuery",
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
            "concreteType": "Client",
            "kind": "LinkedField",
            "name": "client",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ProfilePage_details"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ProfilePage_account"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ProfilePage_language"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ProfilePage_deletion"
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
    "name": "ProfilePageQuery",
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
            "concreteType": "Client",
            "kind": "LinkedField",
            "name": "client",
            "plural": false,
            "selections": [
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
                "name": "firstName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "phone",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "contactInfo",
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
                "name": "username",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "registeredAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "language",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "approvedAt",
                "storageKey": null
              },
              (v0/*:: as any*/)
            ],
            "storageKey": null
          },
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "890323db85a50fc4f22336675bd64d47",
    "id": null,
    "metadata": {},
    "name": "ProfilePageQuery",
    "operationKind": "query",
    "text": "query ProfilePageQuery {\n  viewer {\n    client {\n      ...ProfilePage_details\n      ...ProfilePage_account\n      ...ProfilePage_language\n      ...ProfilePage_deletion\n      id\n    }\n    id\n  }\n}\n\nfragment ProfilePage_account on Client {\n  email\n  username\n  status\n  registeredAt\n}\n\nfragment ProfilePage_deletion on Client {\n  email\n  approvedAt\n}\n\nfragment ProfilePage_details on Client {\n  name\n  firstName\n  lastName\n  phone\n  contactInfo\n}\n\nfragment ProfilePage_language on Client {\n  language\n}\n"
  }
};
})();

(node as any).hash = "85158d9d8dafc8fbe92f3b8d3344b97c";

export default node;
