/**
 * @generated SignedSource<<06c6d2b94ac35a3ab7c8c525818644ee>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type Wizard_rules$data = {
  readonly closedDays: ReadonlyArray<{
    readonly date: string;
  }>;
  readonly lastArrivalDate: string;
  readonly now: any;
  readonly openingHours: ReadonlyArray<{
    readonly closed: boolean;
    readonly closes: string;
    readonly opens: string;
    readonly weekday: number;
  }>;
  readonly slotMinutes: number;
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
      "name": "now",
      "storageKey": null
    },
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
      "kind": "ScalarField",
      "name": "slotMinutes",
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OpeningDay",
      "kind": "LinkedField",
      "name": "openingHours",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "weekday",
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
          "name": "opens",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "closes",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ClosedDay",
      "kind": "LinkedField",
      "name": "closedDays",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "date",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ReservationRules",
  "abstractKey": null
};

(node as any).hash = "45636cbe81f08bc1b9dea6647ea4b0db";

export default node;
