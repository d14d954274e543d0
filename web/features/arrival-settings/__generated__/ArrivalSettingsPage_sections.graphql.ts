/**
 * @generated SignedSource<<1d511fa9b088487c0b3d7dea064d36ca>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ArrivalSettingsPage_sections$data = {
  readonly " $fragmentSpreads": FragmentRefs<"GeneralSettingsForm_settings" | "PacingRules_settings" | "RoomCombinations_settings" | "Rooms_settings">;
  readonly " $fragmentType": "ArrivalSettingsPage_sections";
};
export type ArrivalSettingsPage_sections$key = {
  readonly " $data"?: ArrivalSettingsPage_sections$data;
  readonly " $fragmentSpreads": FragmentRefs<"ArrivalSettingsPage_sections">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ArrivalSettingsPage_sections",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "GeneralSettingsForm_settings"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PacingRules_settings"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "Rooms_settings"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RoomCombinations_settings"
    }
  ],
  "type": "ArrivalSettings",
  "abstractKey": null
};

(node as any).hash = "163b6f177f05e07ba59e1af530af1b14";

export default node;
