/**
 * @generated SignedSource<<3ed8dcca623ae0f434f8d3e80ef1def5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type VatRatesPanel_query$data = {
  readonly vatRates: ReadonlyArray<{
    readonly active: boolean;
    readonly id: string;
    readonly inUse: boolean;
    readonly nameEn: string;
    readonly nameSl: string;
    readonly rateBp: number;
  }>;
  readonly " $fragmentType": "VatRatesPanel_query";
};
export type VatRatesPanel_query$key = {
  readonly " $data"?: VatRatesPanel_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"VatRatesPanel_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VatRatesPanel_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "includeRetired",
          "value": true
        }
      ],
      "concreteType": "VatRate",
      "kind": "LinkedField",
      "name": "vatRates",
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
          "name": "rateBp",
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
          "name": "active",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "inUse",
          "storageKey": null
        }
      ],
      "storageKey": "vatRates(includeRetired:true)"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "8b1d79080705019f099823a0d1722dc6";

export default node;
