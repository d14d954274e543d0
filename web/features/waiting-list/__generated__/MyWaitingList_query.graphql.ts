/**
 * @generated SignedSource<<ab006aede7a58b90d07a4c15d8b7ec35>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
export type WaitingListStatus = "BOOKED" | "ENDED" | "LEFT" | "OFFERED" | "WAITING" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type MyWaitingList_query$data = {
  readonly myWaitingList: ReadonlyArray<{
    readonly day: string;
    readonly guests: number;
    readonly id: string;
    readonly offerExpiresAt: any | null | undefined;
    readonly offerTime: string | null | undefined;
    readonly status: WaitingListStatus;
    readonly type: StopType;
    readonly windowEnd: string;
    readonly windowStart: string;
  }>;
  readonly " $fragmentType": "MyWaitingList_query";
};
export type MyWaitingList_query$key = {
  readonly " $data"?: MyWaitingList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"MyWaitingList_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MyWaitingList_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "WaitingListEntry",
      "kind": "LinkedField",
      "name": "myWaitingList",
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
          "name": "day",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "windowStart",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "windowEnd",
          "storageKey": null
        },
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
          "name": "guests",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "offerTime",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "offerExpiresAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "52c6606538c8da8b4b09a73404518a00";

export default node;
