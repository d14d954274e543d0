/**
 * @generated SignedSource<<8718d8c2017256a54d2c37e2feda013f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type Wizard_rules$data = {
  readonly lastArrivalDate: string;
  readonly stops: ReadonlyArray<{
    readonly currency: string;
    readonly durationMinutes: number;
    readonly leadTimeHours: number;
    readonly pricePerGuestCents: number | null | undefined;
    readonly seatReservationRequired: boolean;
    readonly type: StopType;
  }>;
  readonly today: string;
  readonly " $fragmentType": "Wizard_rules";
};
export type Wizard_rules$key = {
  readonly " $data"?: Wizard_rules$data;
  readonly " $fragmentSpreads": FragmentRefs<"Wizard_rules">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Wizard_rules",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "today",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastArrivalDate",
      "storageKey": null
    },
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "seatReservationRequired",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pricePerGuestCents",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currency",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ReservationRules",
  "abstractKey": null
};

(node as any).hash = "3adea6fef0f406070f8076743d0e871c";

export default node;
