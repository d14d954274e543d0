/**
 * @generated SignedSource<<53a01e9711406fc93d58ea462ba77748>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type GeneralSettingsForm_settings$data = {
  readonly bayTurnaroundMinutes: number;
  readonly coachBays: number;
  readonly pacingSlotMinutes: number;
  readonly waitlistLastDayOfferHours: number;
  readonly waitlistOfferHours: number;
  readonly " $fragmentType": "GeneralSettingsForm_settings";
};
export type GeneralSettingsForm_settings$key = {
  readonly " $data"?: GeneralSettingsForm_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"GeneralSettingsForm_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GeneralSettingsForm_settings",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pacingSlotMinutes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "coachBays",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bayTurnaroundMinutes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "waitlistOfferHours",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "waitlistLastDayOfferHours",
      "storageKey": null
    }
  ],
  "type": "ArrivalSettings",
  "abstractKey": null
};

(node as any).hash = "31e1814ba47b741f8e793085293adbc4";

export default node;
