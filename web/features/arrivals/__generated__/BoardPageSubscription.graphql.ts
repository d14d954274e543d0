/**
 * @generated SignedSource<<a594e5982ebe1267870f1d84cf5477c6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BoardPageSubscription$variables = Record<PropertyKey, never>;
export type BoardPageSubscription$data = {
  readonly reservationChanged: {
    readonly reservation: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"BoardPage_reservation">;
    } | null | undefined;
    readonly reservationId: string;
  };
};
export type BoardPageSubscription = {
  response: BoardPageSubscription$data;
  variables: BoardPageSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reservationId",
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
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "BoardPageSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ReservationChange",
        "kind": "LinkedField",
        "name": "reservationChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Reservation",
            "kind": "LinkedField",
            "name": "reservation",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "BoardPage_reservation"
              }
            ],
            "storageKey": null
          }
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
    "name": "BoardPageSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ReservationChange",
        "kind": "LinkedField",
        "name": "reservationChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
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
                "name": "type",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "guests",
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
                "name": "arrivalAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "bays",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ReservationRoomPlacement",
                "kind": "LinkedField",
                "name": "rooms",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ReservationArrival",
                "kind": "LinkedField",
                "name": "arrival",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "driverState",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "etaAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "delayMinutes",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "MealPreorder",
                "kind": "LinkedField",
                "name": "mealPreorder",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "mealsTotal",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PreorderDish",
                    "kind": "LinkedField",
                    "name": "dishes",
                    "plural": true,
                    "selections": [
                      (v2/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "quantity",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Client",
                "kind": "LinkedField",
                "name": "client",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ca78d9bfecc8b1f3d5dc7635c734543a",
    "id": null,
    "metadata": {},
    "name": "BoardPageSubscription",
    "operationKind": "subscription",
    "text": "subscription BoardPageSubscription {\n  reservationChanged {\n    reservationId\n    reservation {\n      id\n      ...BoardPage_reservation\n    }\n  }\n}\n\nfragment BoardPage_reservation on Reservation {\n  id\n  type\n  guests\n  status\n  arrivalAt\n  bays\n  rooms {\n    name\n  }\n  arrival {\n    driverState\n    etaAt\n    delayMinutes\n  }\n  mealPreorder {\n    mealsTotal\n    dishes {\n      name\n      quantity\n    }\n  }\n  client {\n    name\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "c01620cc725c6730e4a74bfd51bc34a4";

export default node;
