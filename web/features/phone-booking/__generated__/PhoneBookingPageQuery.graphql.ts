/**
 * @generated SignedSource<<cd1f9fa847c77379a90429c505322c69>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type OrganisationStatus = "APPROVED" | "ARCHIVED" | "BLOCKED" | "PENDING" | "%future added value";
export type PhoneBookingPageQuery$variables = {
  client: string;
  withClient: boolean;
};
export type PhoneBookingPageQuery$data = {
  readonly client?: {
    readonly id?: string;
    readonly name?: string;
    readonly status?: OrganisationStatus;
  } | null | undefined;
  readonly reservationRules: {
    readonly today: string;
  };
};
export type PhoneBookingPageQuery = {
  response: PhoneBookingPageQuery$data;
  variables: PhoneBookingPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "client"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "withClient"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "ReservationRules",
  "kind": "LinkedField",
  "name": "reservationRules",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "today",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v2 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "client"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PhoneBookingPageQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "condition": "withClient",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "client",
            "args": (v2/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              {
                "kind": "InlineFragment",
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/)
                ],
                "type": "Client",
                "abstractKey": null
              }
            ],
            "storageKey": null
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PhoneBookingPageQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "condition": "withClient",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "client",
            "args": (v2/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__typename",
                "storageKey": null
              },
              (v3/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/)
                ],
                "type": "Client",
                "abstractKey": null
              }
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "3b3f49f8669f4ccdfe6cf70fcb37eae3",
    "id": null,
    "metadata": {},
    "name": "PhoneBookingPageQuery",
    "operationKind": "query",
    "text": "query PhoneBookingPageQuery(\n  $client: ID!\n  $withClient: Boolean!\n) {\n  reservationRules {\n    today\n  }\n  client: node(id: $client) @include(if: $withClient) {\n    __typename\n    ... on Client {\n      id\n      name\n      status\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "8e971da21f567e1e2b29d19bcc4028ba";

export default node;
