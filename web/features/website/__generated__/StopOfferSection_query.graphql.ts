/**
 * @generated SignedSource<<209e300ad9ba949a443d694fa675f1cd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StopOfferSection_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"StopMenuList_query" | "StopPriceForm_query">;
  readonly " $fragmentType": "StopOfferSection_query";
};
export type StopOfferSection_query$key = {
  readonly " $data"?: StopOfferSection_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"StopOfferSection_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StopOfferSection_query",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "StopPriceForm_query"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "StopMenuList_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "ced765a757017a05e3ae85bcf6117ec1";

export default node;
