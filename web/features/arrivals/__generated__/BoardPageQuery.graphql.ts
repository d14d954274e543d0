/**
 * @generated SignedSource<<cc010ff748cbe33461abbae1fcf572f5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BoardPageQuery$variables = Record<PropertyKey, never>;
export type BoardPageQuery$data = {
  readonly arrivalBoard: {
    readonly arrivals: ReadonlyArray<{
      readonly arrival: {
        readonly etaAt: any | null | undefined;
      };
      readonly arrivalAt: any;
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"BoardPage_reservation">;
    }>;
    readonly date: string;
  };
};
export type BoardPageQuery = {
  response: BoardPageQuery$data;
  variables: BoardPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "date",
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
  "name": "arrivalAt",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "etaAt",
  "storageKey": null
},
v4 = {
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
    "name": "BoardPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ArrivalBoard",
        "kind": "LinkedField",
        "name": "arrivalBoard",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Reservation",
            "kind": "LinkedField",
            "name": "arrivals",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ReservationArrival",
                "kind": "LinkedField",
                "name": "arrival",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              },
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
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "BoardPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ArrivalBoard",
        "kind": "LinkedField",
        "name": "arrivalBoard",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Reservation",
            "kind": "LinkedField",
            "name": "arrivals",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ReservationArrival",
                "kind": "LinkedField",
                "name": "arrival",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
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
                    "name": "delayMinutes",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
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
                  (v4/*:: as any*/)
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
                      (v4/*:: as any*/),
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
                  (v4/*:: as any*/),
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
    "cacheID": "0d04f4a1a26721eb1887cdc8161ca8aa",
    "id": null,
    "metadata": {},
    "name": "BoardPageQuery",
    "operationKind": "query",
    "text": "query BoardPageQuery {\n  arrivalBoard {\n    date\n    arrivals {\n      id\n      arrivalAt\n      arrival {\n        etaAt\n      }\n      ...BoardPage_reservation\n    }\n  }\n}\n\nfragment BoardPage_reservation on Reservation {\n  id\n  type\n  guests\n  status\n  arrivalAt\n  bays\n  rooms {\n    name\n  }\n  arrival {\n    driverState\n    etaAt\n    delayMinutes\n  }\n  mealPreorder {\n    mealsTotal\n    dishes {\n      name\n      quantity\n    }\n  }\n  client {\n    name\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "87f4ca8a9aed54501a4be6e5fff272c7";

export default node;
