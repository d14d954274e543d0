/**
 * @generated SignedSource<<6a08bae6f942133336e6d8619b52523d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type DepositDueFrom = "ARRIVAL" | "CONFIRMATION" | "%future added value";
export type DepositKind = "NONE" | "PERCENT" | "PER_GUEST" | "%future added value";
export type DepositOverdueAction = "NEEDS_COORDINATION" | "NOTIFY" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type DepositSettingsPanel_settings$data = {
  readonly depositOverdueAction: DepositOverdueAction;
  readonly depositTerms: {
    readonly dueDays: number | null | undefined;
    readonly dueFrom: DepositDueFrom | null | undefined;
    readonly kind: DepositKind;
    readonly perGuestCents: number | null | undefined;
    readonly percent: number | null | undefined;
  } | null | undefined;
  readonly poorRecordDeposit: {
    readonly minBadPercent: number;
    readonly minClosed: number;
    readonly terms: {
      readonly dueDays: number | null | undefined;
      readonly dueFrom: DepositDueFrom | null | undefined;
      readonly kind: DepositKind;
      readonly perGuestCents: number | null | undefined;
      readonly percent: number | null | undefined;
    };
  } | null | undefined;
  readonly " $fragmentType": "DepositSettingsPanel_settings";
};
export type DepositSettingsPanel_settings$key = {
  readonly " $data"?: DepositSettingsPanel_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"DepositSettingsPanel_settings">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
    "name": "percent",
    "storageKey": null
  },
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
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DepositSettingsPanel_settings",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "DepositTerms",
      "kind": "LinkedField",
      "name": "depositTerms",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PoorRecordRule",
      "kind": "LinkedField",
      "name": "poorRecordDeposit",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "minClosed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "minBadPercent",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "DepositTerms",
          "kind": "LinkedField",
          "name": "terms",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "depositOverdueAction",
      "storageKey": null
    }
  ],
  "type": "BillingSettings",
  "abstractKey": null
};
})();

(node as any).hash = "aa41a2b366accee62cb4f42645ec20c1";

export default node;
