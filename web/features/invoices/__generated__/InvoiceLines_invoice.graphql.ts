/**
 * @generated SignedSource<<a1eddc4320ba6a7bfa7d47d8483a8d08>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type InvoiceLineKind = "ADVANCE_DEDUCTION" | "CREW_MEALS" | "DISH" | "EXTRA" | "FEE" | "FREE_PLACES" | "GUESTS" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type InvoiceLines_invoice$data = {
  readonly currency: string;
  readonly lines: ReadonlyArray<{
    readonly description: string;
    readonly id: string | null | undefined;
    readonly includesVat: boolean;
    readonly kind: InvoiceLineKind;
    readonly netCents: number;
    readonly quantity: number;
    readonly unitPriceCents: number;
    readonly vatRateBp: number;
  }>;
  readonly netCents: number;
  readonly payableCents: number;
  readonly roundingCents: number;
  readonly vatBreakdown: ReadonlyArray<{
    readonly baseCents: number;
    readonly vatCents: number;
    readonly vatRateBp: number;
  }>;
  readonly vatCents: number;
  readonly " $fragmentType": "InvoiceLines_invoice";
};
export type InvoiceLines_invoice$key = {
  readonly " $data"?: InvoiceLines_invoice$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvoiceLines_invoice">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "vatRateBp",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "netCents",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "vatCents",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InvoiceLines_invoice",
  "selections": [
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
      "concreteType": "InvoiceLine",
      "kind": "LinkedField",
      "name": "lines",
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
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "description",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "quantity",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "unitPriceCents",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "includesVat",
          "storageKey": null
        },
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "InvoiceVatBreakdown",
      "kind": "LinkedField",
      "name": "vatBreakdown",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "baseCents",
          "storageKey": null
        },
        (v2/*:: as any*/)
      ],
      "storageKey": null
    },
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "roundingCents",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "payableCents",
      "storageKey": null
    }
  ],
  "type": "Invoice",
  "abstractKey": null
};
})();

(node as any).hash = "176089354c7ded36334f694617806f69";

export default node;
