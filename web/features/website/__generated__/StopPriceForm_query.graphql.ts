/**
 * @generated SignedSource<<3b1740933695ec3b033e07c0872f2ed4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StopPriceForm_query$data = {
  readonly vatRates: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"PriceTaxPicker_rates">;
  }>;
  readonly " $fragmentType": "StopPriceForm_query";
};
export type StopPriceForm_query$key = {
  readonly " $data"?: StopPriceForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"StopPriceForm_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StopPriceForm_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "VatRate",
      "kind": "LinkedField",
      "name": "vatRates",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PriceTaxPicker_rates"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "9f87b21851922884a3b441856e6e94f8";

export default node;
