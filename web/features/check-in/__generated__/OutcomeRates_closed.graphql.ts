/**
 * @generated SignedSource<<8056823d46a23f150f1237199a482c70>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ReservationOutcome = "ARRIVED" | "CANCELLED_BY_CLIENT" | "CANCELLED_BY_STAFF" | "DECLINED" | "NO_SHOW" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type OutcomeRates_closed$data = {
  readonly arrivalRate: number | null | undefined;
  readonly closed: number;
  readonly expected: number;
  readonly noShowRate: number | null | undefined;
  readonly outcomes: ReadonlyArray<{
    readonly count: number;
    readonly outcome: ReservationOutcome;
  }>;
  readonly " $fragmentType": "OutcomeRates_closed";
};
export type OutcomeRates_closed$key = {
  readonly " $data"?: OutcomeRates_closed$data;
  readonly " $fragmentSpreads": FragmentRefs<"OutcomeRates_closed">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OutcomeRates_closed",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "OutcomeCount",
      "kind": "LinkedField",
      "name": "outcomes",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "outcome",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "count",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "closed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expected",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "arrivalRate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "noShowRate",
      "storageKey": null
    }
  ],
  "type": "ClosedReservationStatistics",
  "abstractKey": null
};

(node as any).hash = "bc64a00a61cd029338c08a5abd2ac568";

export default node;
