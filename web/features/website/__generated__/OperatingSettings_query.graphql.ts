/**
 * @generated SignedSource<<dfad0bb1e828569760047b5bbda1f8ae>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type OperatingSettings_query$data = {
  readonly operatingSettings: {
    readonly longStopMinutes: number;
    readonly seatCapacity: number;
    readonly shortStopMinutes: number;
    readonly slotMinutes: number;
  };
  readonly reservationRules: {
    readonly closedDays: ReadonlyArray<{
      readonly date: string;
      readonly reason: string | null | undefined;
    }>;
    readonly maxGuests: number;
    readonly minGuests: number;
    readonly openingHours: ReadonlyArray<{
      readonly closed: boolean;
      readonly closes: string;
      readonly opens: string;
      readonly weekday: number;
    }>;
    readonly stops: ReadonlyArray<{
      readonly leadTimeHours: number;
      readonly type: StopType;
    }>;
  };
  readonly " $fragmentSpreads": FragmentRefs<"ReconfirmationSettings_query">;
  readonly " $fragmentType": "OperatingSettings_query";
};
export type OperatingSettings_query$key = {
  readonly " $data"?: OperatingSettings_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"OperatingSettings_query">;
};

import OperatingSettingsRefetchQuery_graphql from './OperatingSettingsRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": OperatingSettingsRefetchQuery_graphql
    }
  },
  "name": "OperatingSettings_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "OperatingSettings",
      "kind": "LinkedField",
      "name": "operatingSettings",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "seatCapacity",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "shortStopMinutes",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "longStopMinutes",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slotMinutes",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ReservationRules",
      "kind": "LinkedField",
      "name": "reservationRules",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "minGuests",
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
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "reason",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ReconfirmationSettings_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "4648cd068ff2595294ba4e8f3558aa6c";

export default node;
