/**
 * @generated SignedSource<<94483b3d6e983a4c49d0267e2bf87280>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type KitchenPageQuery$variables = {
  date: string;
};
export type KitchenPageQuery$data = {
  readonly kitchen: {
    readonly date: string;
    readonly today: string;
    readonly " $fragmentSpreads": FragmentRefs<"KitchenRooms_day" | "KitchenTotals_day">;
  };
};
export type KitchenPageQuery = {
  response: KitchenPageQuery$data;
  variables: KitchenPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "date"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "date",
    "variableName": "date"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "date",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "today",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "guests",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "KitchenTotals",
  "kind": "LinkedField",
  "name": "totals",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reservations",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "preordered",
      "storageKey": null
    },
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "vegetarian",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "vegan",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "driverMeals",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "guideMeals",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "KitchenDish",
      "kind": "LinkedField",
      "name": "dishes",
      "plural": true,
      "selections": [
        (v5/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "quantity",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AllergenCount",
      "kind": "LinkedField",
      "name": "allergens",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "allergen",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "count",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "KitchenPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "KitchenDay",
        "kind": "LinkedField",
        "name": "kitchen",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "KitchenTotals_day"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "KitchenRooms_day"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "KitchenPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "KitchenDay",
        "kind": "LinkedField",
        "name": "kitchen",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "KitchenHour",
            "kind": "LinkedField",
            "name": "hours",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hour",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "label",
                "storageKey": null
              },
              (v6/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "DaySheetRoomGroup",
            "kind": "LinkedField",
            "name": "rooms",
            "plural": true,
            "selections": [
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Reservation",
                "kind": "LinkedField",
                "name": "reservations",
                "plural": true,
                "selections": [
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "arrivalLocalTime",
                    "storageKey": null
                  },
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Client",
                    "kind": "LinkedField",
                    "name": "client",
                    "plural": false,
                    "selections": [
                      (v5/*:: as any*/),
                      (v7/*:: as any*/)
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
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "coaches",
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
    ]
  },
  "params": {
    "cacheID": "12057b6c6dce76c29dfca20330fb552e",
    "id": null,
    "metadata": {},
    "name": "KitchenPageQuery",
    "operationKind": "query",
    "text": "query KitchenPageQuery(\n  $date: String!\n) {\n  kitchen(date: $date) {\n    date\n    today\n    ...KitchenTotals_day\n    ...KitchenRooms_day\n  }\n}\n\nfragment ArrivalBadge_reservation on Reservation {\n  coaches\n  arrival {\n    driverState\n    etaAt\n    delayMinutes\n  }\n}\n\nfragment KitchenRooms_day on KitchenDay {\n  rooms {\n    name\n    reservations {\n      id\n      arrivalLocalTime\n      guests\n      client {\n        name\n        id\n      }\n      mealPreorder {\n        mealsTotal\n      }\n      ...ArrivalBadge_reservation\n    }\n  }\n}\n\nfragment KitchenTotals_day on KitchenDay {\n  totals {\n    reservations\n    preordered\n    guests\n    vegetarian\n    vegan\n    driverMeals\n    guideMeals\n    dishes {\n      name\n      quantity\n    }\n    allergens {\n      allergen\n      count\n    }\n  }\n  hours {\n    hour\n    label\n    totals {\n      reservations\n      preordered\n      guests\n      vegetarian\n      vegan\n      driverMeals\n      guideMeals\n      dishes {\n        name\n        quantity\n      }\n      allergens {\n        allergen\n        count\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "bb34aec58d150e44b17ae5b8e4590029";

export default node;
