/**
 * @generated SignedSource<<256ed8cfa75e635150c3e4f08df25f61>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type DepositDueFrom = "ARRIVAL" | "CONFIRMATION" | "%future added value";
export type DepositKind = "NONE" | "PERCENT" | "PER_GUEST" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AgreementDialog_agreement$data = {
  readonly cancellationTerms: {
    readonly noShowPercent: number;
    readonly tiers: ReadonlyArray<{
      readonly hoursBefore: number;
      readonly percent: number;
    }>;
  } | null | undefined;
  readonly crewMealsFree: boolean | null | undefined;
  readonly depositTerms: {
    readonly dueDays: number | null | undefined;
    readonly dueFrom: DepositDueFrom | null | undefined;
    readonly kind: DepositKind;
    readonly perGuestCents: number | null | undefined;
    readonly percent: number | null | undefined;
  } | null | undefined;
  readonly dishPrices: ReadonlyArray<{
    readonly menuItem: {
      readonly id: string;
    } | null | undefined;
    readonly priceCents: number;
  }>;
  readonly freePlaces: {
    readonly max: number | null | undefined;
    readonly perPaying: number;
  } | null | undefined;
  readonly guaranteedPercent: number | null | undefined;
  readonly id: string;
  readonly longStopPriceCents: number | null | undefined;
  readonly name: string;
  readonly paymentTermsDays: number | null | undefined;
  readonly pricesIncludeVat: boolean;
  readonly shortStopPriceCents: number | null | undefined;
  readonly validFrom: string;
  readonly validUntil: string | null | undefined;
  readonly " $fragmentType": "AgreementDialog_agreement";
};
export type AgreementDialog_agreement$key = {
  readonly " $data"?: AgreementDialog_agreement$data;
  readonly " $fragmentSpreads": FragmentRefs<"AgreementDialog_agreement">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "percent",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AgreementDialog_agreement",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "validFrom",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "validUntil",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "shortStopPriceCents",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "longStopPriceCents",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pricesIncludeVat",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AgreementDishPrice",
      "kind": "LinkedField",
      "name": "dishPrices",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "MenuItem",
          "kind": "LinkedField",
          "name": "menuItem",
          "plural": false,
          "selections": [
            (v0/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "priceCents",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FreePlaces",
      "kind": "LinkedField",
      "name": "freePlaces",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "perPaying",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "max",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "crewMealsFree",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentTermsDays",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "guaranteedPercent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CancellationTerms",
      "kind": "LinkedField",
      "name": "cancellationTerms",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "CancellationTier",
          "kind": "LinkedField",
          "name": "tiers",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hoursBefore",
              "storageKey": null
            },
            (v1/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "noShowPercent",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DepositTerms",
      "kind": "LinkedField",
      "name": "depositTerms",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "perGuestCents",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dueFrom",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dueDays",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Agreement",
  "abstractKey": null
};
})();

(node as any).hash = "b4ee2d5ea0f02f4f45780e2cf9e5eae4";

export default node;
