/**
 * @generated SignedSource<<07112de63a7e34f50a2ee225ab27d755>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MenuItemDialog_query$data = {
  readonly vatRates: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"PriceTaxPicker_rates">;
  }>;
  readonly " $fragmentType": "MenuItemDialog_query";
};
export type MenuItemDialog_query$key = {
  readonly " $data"?: MenuItemDialog_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"MenuItemDialog_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MenuItemDialog_query",
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

(node as any).hash = "36046ddf5654be3875c745f5eb962838";

export default node;
