/**
 * @generated SignedSource<<4ed5f6abc6ac70c677e9bb42e2bc0a3a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type StopPriceForm_offer$data = {
  readonly currency: string;
  readonly priceCents: number;
  readonly priceIncludesVat: boolean;
  readonly type: StopType;
  readonly vatRate: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"PriceTaxPicker_rates">;
  };
  readonly " $fragmentType": "StopPriceForm_offer";
};
export type StopPriceForm_offer$key = {
  readonly " $data"?: StopPriceForm_offer$data;
  readonly " $fragmentSpreads": FragmentRefs<"StopPriceForm_offer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StopPriceForm_offer",
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
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "priceIncludesVat",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "VatRate",
      "kind": "LinkedField",
      "name": "vatRate",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PriceTaxPicker_rates"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "StopOffer",
  "abstractKey": null
};

(node as any).hash = "af5f3b1d6ac51b1ae47d47005abb8b64";

export default node;
