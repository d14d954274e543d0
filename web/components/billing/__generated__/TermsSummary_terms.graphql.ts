/**
 * @generated SignedSource<<4937da4a69892f702f2fd9482fcf537e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type DepositDueFrom = "ARRIVAL" | "CONFIRMATION" | "%future added value";
export type DepositKind = "NONE" | "PERCENT" | "PER_GUEST" | "%future added value";
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type TermsSummary_terms$data = {
  readonly agreementName: string | null | undefined;
  readonly cancellation: {
    readonly noShowPercent: number;
    readonly tiers: ReadonlyArray<{
      readonly hoursBefore: number;
      readonly percent: number;
    }>;
  };
  readonly crewMealsFree: boolean;
  readonly currency: string;
  readonly deposit: {
    readonly dueDays: number | null | undefined;
    readonly dueFrom: DepositDueFrom | null | undefined;
    readonly kind: DepositKind;
    readonly perGuestCents: number | null | undefined;
    readonly percent: number | null | undefined;
  };
  readonly depositByRule: boolean;
  readonly freePlaces: {
    readonly max: number | null | undefined;
    readonly perPaying: number;
  } | null | undefined;
  readonly paymentTermsDays: number;
  readonly stopPrices: ReadonlyArray<{
    readonly includesVat: boolean;
    readonly priceCents: number;
    readonly type: StopType;
  }>;
  readonly underAgreement: boolean;
  readonly " $fragmentType": "TermsSummary_terms";
};
export type TermsSummary_terms$key = {
  readonly " $data"?: TermsSummary_terms$data;
  readonly " $fragmentSpreads": FragmentRefs<"TermsSummary_terms">;
};

const node: ReaderFragment = (function(){
var v0 = {
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
  "name": "TermsSummary_terms",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "underAgreement",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "agreementName",
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
      "concreteType": "BookingStopPrice",
      "kind": "LinkedField",
      "name": "stopPrices",
      "plural": true,
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
          "name": "includesVat",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BookingFreePlaces",
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
      "concreteType": "BookingCancellationTerms",
      "kind": "LinkedField",
      "name": "cancellation",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "noShowPercent",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "BookingCancellationTier",
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
            (v0/*:: as any*/)
          ],
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
      "name": "deposit",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        (v0/*:: as any*/),
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "depositByRule",
      "storageKey": null
    }
  ],
  "type": "BookingTerms",
  "abstractKey": null
};
})();

(node as any).hash = "db35d1fe083d0a719026a130ea26ddc6";

export default node;
