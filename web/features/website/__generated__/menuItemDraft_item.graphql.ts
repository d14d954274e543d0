/**
 * @generated SignedSource<<18f475e29167a53f940234a8f20f56f9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderInlineDataFragment } from 'relay-runtime';
export type Allergen = "CELERY" | "CRUSTACEANS" | "EGGS" | "FISH" | "GLUTEN" | "LUPIN" | "MILK" | "MOLLUSCS" | "MUSTARD" | "NUTS" | "PEANUTS" | "SESAME" | "SOYBEANS" | "SULPHITES" | "%future added value";
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type menuItemDraft_item$data = {
  readonly active: boolean;
  readonly allergens: ReadonlyArray<Allergen>;
  readonly descriptionEn: string | null | undefined;
  readonly descriptionSl: string | null | undefined;
  readonly id: string;
  readonly nameEn: string;
  readonly nameSl: string;
  readonly position: number;
  readonly priceCents: number | null | undefined;
  readonly priceIncludesVat: boolean;
  readonly stopType: StopType;
  readonly vatRate: {
    readonly id: string;
  };
  readonly vegan: boolean;
  readonly vegetarian: boolean;
  readonly " $fragmentType": "menuItemDraft_item";
};
export type menuItemDraft_item$key = {
  readonly " $data"?: menuItemDraft_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"menuItemDraft_item">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "menuItemDraft_item"
};

(node as any).hash = "750d3bf7125f6879ce960d2860bd0324";

export default node;
