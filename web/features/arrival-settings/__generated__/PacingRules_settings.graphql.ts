/**
 * @generated SignedSource<<b5fa3e3b105bf005773e7a37eee43dff>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type PacingRules_settings$data = {
  readonly pacingRules: ReadonlyArray<{
    readonly id: string;
    readonly maxCoaches: number | null | undefined;
    readonly maxGuests: number | null | undefined;
    readonly seasonEnd: string | null | undefined;
    readonly seasonStart: string | null | undefined;
    readonly stopType: StopType | null | undefined;
    readonly weekdays: ReadonlyArray<number>;
  }>;
  readonly " $fragmentType": "PacingRules_settings";
};
export type PacingRules_settings$key = {
  readonly " $data"?: PacingRules_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"PacingRules_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PacingRules_settings",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PacingRule",
      "kind": "LinkedField",
      "name": "pacingRules",
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
          "name": "stopType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "weekdays",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "seasonStart",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "seasonEnd",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "maxGuests",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "maxCoaches",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ArrivalSettings",
  "abstractKey": null
};

(node as any).hash = "285733b1a56337d98319eca2aff1b5a4";

export default node;
