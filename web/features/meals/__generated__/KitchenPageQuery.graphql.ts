/**
 * @generated SignedSource<<360a1649d0bae07caeff502a7fb949f3>>
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
    readonly " $fragmentSpreads": FragmentRefs<"KitchenTotals_day">;
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
          (v4/*:: as any*/),
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
              (v4/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "190a4b5fd26a0000564a0c1566ce2ef2",
    "id": null,
    "metadata": {},
    "name": "KitchenPageQuery",
    "operationKind": "query",
    "text": "query KitchenPageQuery(\n  $date: String!\n) {\n  kitchen(date: $date) {\n    date\n    today\n    ...KitchenTotals_day\n  }\n}\n\nfragment KitchenTotals_day on KitchenDay {\n  totals {\n    reservations\n    preordered\n    guests\n    vegetarian\n    vegan\n    driverMeals\n    guideMeals\n    dishes {\n      name\n      quantity\n    }\n    allergens {\n      allergen\n      count\n    }\n  }\n  hours {\n    hour\n    label\n    totals {\n      reservations\n      preordered\n      guests\n      vegetarian\n      vegan\n      driverMeals\n      guideMeals\n      dishes {\n        name\n        quantity\n      }\n      allergens {\n        allergen\n        count\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "fa4038892c9d81616a194ccc358a1442";

export default node;
