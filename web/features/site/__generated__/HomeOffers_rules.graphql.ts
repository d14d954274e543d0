/**
 * @generated SignedSource<<6480548733d7370bf64a302313f4f277>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type HomeOffers_rules$data = {
  readonly stops: ReadonlyArray<{
    readonly durationMinutes: number;
    readonly leadTimeHours: number;
    readonly type: StopType;
  }>;
  readonly " $fragmentType": "HomeOffers_rules";
};
export type HomeOffers_rules$key = {
  readonly " $data"?: HomeOffers_rules$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeOffers_rules">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeOffers_rules",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "StopRules",
      "kind": "LinkedField",
      "name": "stops",
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
          "name": "leadTimeHours",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "durationMinutes",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ReservationRules",
  "abstractKey": null
};

(node as any).hash = "923d80fc9e090078e6ef6449257c8111";

export default node;
