/**
 * @generated SignedSource<<10ed411d50051f2e0d5a1fb6ed366305>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type MessageSide = "CLIENT" | "STAFF" | "%future added value";
export type ReservationMessageEventKind = "POSTED" | "READ" | "%future added value";
export type liveConversationSubscription$variables = Record<PropertyKey, never>;
export type liveConversationSubscription$data = {
  readonly reservationMessages: {
    readonly kind: ReservationMessageEventKind;
    readonly message: {
      readonly author: {
        readonly firstName: string | null | undefined;
        readonly lastName: string | null | undefined;
        readonly name: string;
      } | null | undefined;
      readonly body: string;
      readonly createdAt: any;
      readonly fromMySide: boolean;
      readonly id: string;
      readonly side: MessageSide;
    } | null | undefined;
    readonly reservation: {
      readonly id: string;
      readonly unreadMessages: number;
    } | null | undefined;
  };
};
export type liveConversationSubscription = {
  response: liveConversationSubscription$data;
  variables: liveConversationSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "body",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "side",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fromMySide",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastName",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "Reservation",
  "kind": "LinkedField",
  "name": "reservation",
  "plural": false,
  "selections": [
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unreadMessages",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "liveConversationSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ReservationMessageEvent",
        "kind": "LinkedField",
        "name": "reservationMessages",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ReservationMessage",
            "kind": "LinkedField",
            "name": "message",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "StaffMember",
                "kind": "LinkedField",
                "name": "author",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v9/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "liveConversationSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ReservationMessageEvent",
        "kind": "LinkedField",
        "name": "reservationMessages",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ReservationMessage",
            "kind": "LinkedField",
            "name": "message",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "StaffMember",
                "kind": "LinkedField",
                "name": "author",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v9/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "7b36577f47cff06b615d021d27b07d59",
    "id": null,
    "metadata": {},
    "name": "liveConversationSubscription",
    "operationKind": "subscription",
    "text": "subscription liveConversationSubscription {\n  reservationMessages {\n    kind\n    message {\n      id\n      body\n      side\n      fromMySide\n      createdAt\n      author {\n        name\n        firstName\n        lastName\n        id\n      }\n    }\n    reservation {\n      id\n      unreadMessages\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "28e62b6b016b8b53bbe83d1384f3fb50";

export default node;
