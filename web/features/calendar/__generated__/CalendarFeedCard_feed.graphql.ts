/**
 * @generated SignedSource<<3c8803860ac25c37f3c6d0926d599fbb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CalendarFeedCard_feed$data = {
  readonly createdAt: any;
  readonly lastFetchedAt: any | null | undefined;
  readonly " $fragmentType": "CalendarFeedCard_feed";
};
export type CalendarFeedCard_feed$key = {
  readonly " $data"?: CalendarFeedCard_feed$data;
  readonly " $fragmentSpreads": FragmentRefs<"CalendarFeedCard_feed">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CalendarFeedCard_feed",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastFetchedAt",
      "storageKey": null
    }
  ],
  "type": "CalendarFeed",
  "abstractKey": null
};

(node as any).hash = "ed99f7e453d43b0d6a4e8e6032f8987c";

export default node;
