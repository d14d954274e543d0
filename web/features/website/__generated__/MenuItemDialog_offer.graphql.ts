/**
 * @generated SignedSource<<e98346b59f76943d6fadf57871bc298d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type MenuItemDialog_offer$data = {
  readonly priceIncludesVat: boolean;
  readonly type: StopType;
  readonly vatRate: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"PriceTaxPicker_rates">;
  };
  readonly " $fragmentType": "MenuItemDialog_offer";
};
export type MenuItemDialog_offer$key = {
  readonly " $data"?: MenuItemDialog_offer$data;
  readonly " $fragmentSpreads": FragmentRefs<"MenuItemDialog_offer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MenuItemDialog_offer",
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

(node as any).hash = "d22c8b6535b5ceca159a58defc574c8e";

export default node;
