/**
 * @generated SignedSource<<2e008c8172ce223cf3eccf3d76309657>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ArrivalWarning = "BAY_NEXT_COACH" | "PACING" | "ROOM_NEXT_BOOKING" | "%future added value";
export type DriverState = "ARRIVED" | "DELAYED" | "EXPECTED" | "ON_TIME" | "%future added value";
export type ReservationStatus = "CREATED" | "DELETED" | "FINISHED" | "SCHEDULED" | "WAITING" | "%future added value";
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
    readonly room: {
      readonly id: string;
    } | null | undefined;
    readonly seats: number;
  }>;
  readonly seatReservation: boolean;
  readonly status: ReservationStatus;
  readonly version: number;
  readonly " $fragmentType": "ArrivalSection_reservation";
};
export type ArrivalSection_reservation$key = {
  readonly " $data"?: ArrivalSection_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"ArrivalSection_reservation">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ArrivalSection_reservation",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "version",
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
      "name": "seatReservation",
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
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Room",
          "kind": "LinkedField",
          "name": "room",
          "plural": false,
          "selections": [
            (v0/*:: as any*/)
          ],
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
})();

(node as any).hash = "35f6e586cb7cc665b279757fd23efa3d";

export default node;
