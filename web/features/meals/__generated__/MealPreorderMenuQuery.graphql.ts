/**
 * @generated SignedSource<<44abd48829cb5bb873d7f6abdc52df09>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type Allergen = "CELERY" | "CRUSTACEANS" | "EGGS" | "FISH" | "GLUTEN" | "LUPIN" | "MILK" | "MOLLUSCS" | "MUSTARD" | "NUTS" | "PEANUTS" | "SESAME" | "SOYBEANS" | "SULPHITES" | "%future added value";
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
export type MealPreorderMenuQuery$variables = Record<PropertyKey, never>;
export type MealPreorderMenuQuery$data = {
  readonly mealRules: {
    readonly crewMealsFree: boolean;
  };
  readonly site: {
    readonly offers: ReadonlyArray<{
      readonly menu: ReadonlyArray<{
        readonly allergens: ReadonlyArray<Allergen>;
        readonly description: string | null | undefined;
        readonly id: string;
        readonly name: string;
        readonly priceCents: number | null | undefined;
        readonly vegan: boolean;
        readonly vegetarian: boolean;
      }>;
      readonly type: StopType;
    }>;
  };
};
export type MealPreorderMenuQuery = {
  response: MealPreorderMenuQuery$data;
  variables: MealPreorderMenuQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "MealRules",
  "kind": "LinkedField",
  "name": "mealRules",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "crewMealsFree",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "MenuItem",
  "kind": "LinkedField",
  "name": "menu",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
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
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "priceCents",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "allergens",
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
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MealPreorderMenuQuery",
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Site",
        "kind": "LinkedField",
        "name": "site",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "StopOffer",
            "kind": "LinkedField",
            "name": "offers",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v3/*:: as any*/)
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
    "name": "MealPreorderMenuQuery",
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Site",
        "kind": "LinkedField",
        "name": "site",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "StopOffer",
            "kind": "LinkedField",
            "name": "offers",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v3/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c6ad6a26cab8eb5420e274586c850a98",
    "id": null,
    "metadata": {},
    "name": "MealPreorderMenuQuery",
    "operationKind": "query",
    "text": "query MealPreorderMenuQuery {\n  mealRules {\n    crewMealsFree\n  }\n  site {\n    offers {\n      type\n      menu {\n        id\n        name\n        description\n        priceCents\n        allergens\n        vegetarian\n        vegan\n      }\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1dc79a8971275a6732cdbf794a69f5b9";

export default node;
