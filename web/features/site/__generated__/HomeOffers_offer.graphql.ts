/**
 * @generated SignedSource<<88a2ab067632d9d732e7809ff2d9bbbc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Allergen = "CELERY" | "CRUSTACEANS" | "EGGS" | "FISH" | "GLUTEN" | "LUPIN" | "MILK" | "MOLLUSCS" | "MUSTARD" | "NUTS" | "PEANUTS" | "SESAME" | "SOYBEANS" | "SULPHITES" | "%future added value";
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type HomeOffers_offer$data = {
  readonly currency: string;
  readonly menu: ReadonlyArray<{
    readonly allergens: ReadonlyArray<Allergen>;
    readonly descriptionEn: string | null | undefined;
    readonly descriptionSl: string | null | undefined;
    readonly id: string;
    readonly nameEn: string;
    readonly nameSl: string;
    readonly priceCents: number | null | undefined;
    readonly vegan: boolean;
    readonly vegetarian: boolean;
  }>;
  readonly priceCents: number;
  readonly type: StopType;
  readonly " $fragmentType": "HomeOffers_offer";
};
export type HomeOffers_offer$key = {
  readonly " $data"?: HomeOffers_offer$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeOffers_offer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "priceCents",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeOffers_offer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currency",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MenuItem",
      "kind": "LinkedField",
      "name": "menu",
      "plural": true,
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
          "name": "nameEn",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nameSl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "descriptionEn",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "descriptionSl",
          "storageKey": null
        },
        (v0/*:: as any*/),
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
    }
  ],
  "type": "StopOffer",
  "abstractKey": null
};
})();

(node as any).hash = "5c4663809e308a371202244af552fde2";

export default node;
