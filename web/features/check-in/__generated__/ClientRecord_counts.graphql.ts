/**
 * @generated SignedSource<<abb925ef4b1283cc022a043c39d1cee5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ClientRecord_counts$data = {
  readonly arrivals: number;
  readonly bookings: number;
  readonly lateCancellations: number;
  readonly noShows: number;
  readonly " $fragmentType": "ClientRecord_counts";
};
export type ClientRecord_counts$key = {
  readonly " $data"?: ClientRecord_counts$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClientRecord_counts">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ClientRecord_counts",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bookings",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "arrivals",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "noShows",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lateCancellations",
      "storageKey": null
    }
  ],
  "type": "ReservationCounts",
  "abstractKey": null
};

(node as any).hash = "79fe648acf5fbe7c11b62e0ac15d659c";

export default node;
