/**
 * @generated SignedSource<<7425e677754cc256e36cfea0af37bfd1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Allergen = "CELERY" | "CRUSTACEANS" | "EGGS" | "FISH" | "GLUTEN" | "LUPIN" | "MILK" | "MOLLUSCS" | "MUSTARD" | "NUTS" | "PEANUTS" | "SESAME" | "SOYBEANS" | "SULPHITES" | "%future added value";
export type ReservationStatus = "CREATED" | "DELETED" | "FINISHED" | "SCHEDULED" | "WAITING" | "%future added value";
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type MealPreorder_reservation$data = {
  readonly currency: string;
  readonly guests: number;
  readonly id: string;
  readonly mealPreorder: {
    readonly allergens: ReadonlyArray<{
      readonly allergen: Allergen;
      readonly count: number;
    }>;
    readonly dishes: ReadonlyArray<{
      readonly menuItemId: string;
      readonly name: string;
      readonly priceCents: number | null | undefined;
      readonly quantity: number;
    }>;
    readonly driverMeals: number;
    readonly guideMeals: number;
    readonly mealsTotal: number;
    readonly vegan: number;
    readonly vegetarian: number;
  } | null | undefined;
  readonly mealPreorderDeadline: any | null | undefined;
  readonly mealPreorderOpen: boolean;
  readonly priceEstimate: {
    readonly crewCents: number;
    readonly currency: string;
    readonly dishesCents: number;
    readonly guestsCents: number;
    readonly totalCents: number;
  };
  readonly quotedPriceCents: number | null | undefined;
  readonly status: ReservationStatus;
  readonly type: StopType;
  readonly version: number;
  readonly " $fragmentType": "MealPreorder_reservation";
};
export type MealPreorder_reservation$key = {
  readonly " $data"?: MealPreorder_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"MealPreorder_reservation">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MealPreorder_reservation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
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
      "name": "version",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "quotedPriceCents",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mealPreorderOpen",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mealPreorderDeadline",
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
          "concreteType": "PreorderDish",
          "kind": "LinkedField",
          "name": "dishes",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "menuItemId",
              "storageKey": null
            },
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
              "name": "priceCents",
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PriceEstimate",
      "kind": "LinkedField",
      "name": "priceEstimate",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "guestsCents",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dishesCents",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "crewCents",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCents",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Reservation",
  "abstractKey": null
};
})();

(node as any).hash = "e56afb80582e78a444b2d424b4a5bf9e";

export default node;
