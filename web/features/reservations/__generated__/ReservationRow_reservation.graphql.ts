/**
 * @generated SignedSource<<b46c58cda1220a4651d4c05fc99c5f71>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ReservationOutcome = "ARRIVED" | "CANCELLED_BY_CLIENT" | "CANCELLED_BY_STAFF" | "DECLINED" | "NO_SHOW" | "%future added value";
export type ReservationStatus = "CREATED" | "DELETED" | "FINISHED" | "SCHEDULED" | "WAITING" | "%future added value";
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ReservationRow_reservation$data = {
  readonly actualGuests: number | null | undefined;
  readonly arrivalAt: any;
  readonly arrivalDay: string;
  readonly arrivalLocalTime: string;
  readonly client: {
    readonly id: string;
    readonly name: string;
  };
  readonly createdAt: any;
  readonly guests: number;
  readonly id: string;
  readonly orderNumber: string;
  readonly outcome: ReservationOutcome | null | undefined;
  readonly seatReservation: boolean;
  readonly status: ReservationStatus;
  readonly type: StopType;
  readonly unreadMessages: number;
  readonly version: number;
  readonly " $fragmentSpreads": FragmentRefs<"ArrivalBadge_reservation" | "ReconfirmationBadge_reservation">;
  readonly " $fragmentType": "ReservationRow_reservation";
};
export type ReservationRow_reservation$key = {
  readonly " $data"?: ReservationRow_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReservationRow_reservation">;
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
  "name": "ReservationRow_reservation",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orderNumber",
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
      "name": "seatReservation",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "arrivalDay",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "arrivalLocalTime",
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
      "name": "status",
      "storageKey": null
    },
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
      "name": "actualGuests",
      "storageKey": null
    },
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
      "name": "version",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unreadMessages",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Client",
      "kind": "LinkedField",
      "name": "client",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ReconfirmationBadge_reservation"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ArrivalBadge_reservation"
    }
  ],
  "type": "Reservation",
  "abstractKey": null
};
})();

(node as any).hash = "b283a761265e2e5515d3c608f1b6c698";

export default node;
