/**
 * @generated SignedSource<<4074e4c17e7f5f91b47cbed95abb2120>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PriceTaxPicker_rates$data = ReadonlyArray<{
  readonly active: boolean;
  readonly id: string;
  readonly nameEn: string;
  readonly nameSl: string;
  readonly rateBp: number;
  readonly " $fragmentType": "PriceTaxPicker_rates";
}>;
export type PriceTaxPicker_rates$key = ReadonlyArray<{
  readonly " $data"?: PriceTaxPicker_rates$data;
  readonly " $fragmentSpreads": FragmentRefs<"PriceTaxPicker_rates">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "PriceTaxPicker_rates",
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
      "name": "rateBp",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "active",
      "storageKey": null
    }
  ],
  "type": "VatRate",
  "abstractKey": null
};

(node as any).hash = "664f70c34230f8561e9645e662386547";

export default node;
