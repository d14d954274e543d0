/**
 * @generated SignedSource<<c4d0d69d000a34ae389293cb75ad1f37>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type StopOfferSection_offer$data = {
  readonly currency: string;
  readonly priceCents: number;
  readonly type: StopType;
  readonly " $fragmentSpreads": FragmentRefs<"StopMenuList_offer" | "StopPriceForm_offer">;
  readonly " $fragmentType": "StopOfferSection_offer";
};
export type StopOfferSection_offer$key = {
  readonly " $data"?: StopOfferSection_offer$data;
  readonly " $fragmentSpreads": FragmentRefs<"StopOfferSection_offer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StopOfferSection_offer",
  "selections": [
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
      "name": "priceCents",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currency",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "StopPriceForm_offer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "StopMenuList_offer"
    }
  ],
  "type": "StopOffer",
  "abstractKey": null
};

(node as any).hash = "bf47e22033d6f01787bab640f50acb9c";

export default node;
