/**
 * @generated SignedSource<<cf2bf3ed162798cfc5f9f77fcf494ad6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Allergen = "CELERY" | "CRUSTACEANS" | "EGGS" | "FISH" | "GLUTEN" | "LUPIN" | "MILK" | "MOLLUSCS" | "MUSTARD" | "NUTS" | "PEANUTS" | "SESAME" | "SOYBEANS" | "SULPHITES" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type KitchenTotals_day$data = {
  readonly hours: ReadonlyArray<{
    readonly hour: number;
    readonly label: string;
    readonly totals: {
      readonly allergens: ReadonlyArray<{
        readonly allergen: Allergen;
        readonly count: number;
      }>;
      readonly dishes: ReadonlyArray<{
        readonly name: string;
        readonly quantity: number;
      }>;
      readonly driverMeals: number;
      readonly guests: number;
      readonly guideMeals: number;
      readonly preordered: number;
      readonly reservations: number;
      readonly vegan: number;
      readonly vegetarian: number;
    };
  }>;
  readonly totals: {
    readonly allergens: ReadonlyArray<{
      readonly allergen: Allergen;
      readonly count: number;
    }>;
    readonly dishes: ReadonlyArray<{
      readonly name: string;
      readonly quantity: number;
    }>;
    readonly driverMeals: number;
    readonly guests: number;
    readonly guideMeals: number;
    readonly preordered: number;
    readonly reservations: number;
    readonly vegan: number;
    readonly vegetarian: number;
  };
  readonly " $fragmentType": "KitchenTotals_day";
};
export type KitchenTotals_day$key = {
  readonly " $data"?: KitchenTotals_day$data;
  readonly " $fragmentSpreads": FragmentRefs<"KitchenTotals_day">;
};

const node: ReaderFragment = (function(){
var v0 = {
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
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "KitchenTotals_day",
  "selections": [
    (v0/*:: as any*/),
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
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "KitchenDay",
  "abstractKey": null
};
})();

(node as any).hash = "1965ca733f4fd097c02b3ed7780c12fc";

export default node;
