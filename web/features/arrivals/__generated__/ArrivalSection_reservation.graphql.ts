/**
 * @generated SignedSource<<42ce914b4d9288e92fe330956c7a3b3a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ArrivalWarning = "BAY_NEXT_COACH" | "PACING" | "ROOM_NEXT_BOOKING" | "%future added value";
export type DriverState = "ARRIVED" | "DELAYED" | "EXPECTED" | "ON_TIME" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ArrivalSection_reservation$data = {
  readonly arrival: {
    readonly delayMinutes: number | null | undefined;
    readonly driverReportedAt: any | null | undefined;
    readonly driverState: DriverState;
    readonly etaAt: any | null | undefined;
  };
  readonly arrivalAt: any;
  readonly arrivalWarnings: ReadonlyArray<ArrivalWarning>;
  readonly bays: ReadonlyArray<number>;
  readonly coaches: number;
  readonly id: string;
  readonly rooms: ReadonlyArray<{
    readonly name: string;
    readonly seats: number;
  }>;
  readonly " $fragmentType": "ArrivalSection_reservation";
};
export type ArrivalSection_reservation$key = {
  readonly " $data"?: ArrivalSection_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"ArrivalSection_reservation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ArrivalSection_reservation",
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
      "name": "arrivalAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "coaches",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bays",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ReservationRoomPlacement",
      "kind": "LinkedField",
      "name": "rooms",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "seats",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ReservationArrival",
      "kind": "LinkedField",
      "name": "arrival",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "driverState",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "etaAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "delayMinutes",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "driverReportedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "arrivalWarnings",
      "storageKey": null
    }
  ],
  "type": "Reservation",
  "abstractKey": null
};

(node as any).hash = "575e28ff29632d81f61ef56600c983fb";

export default node;
