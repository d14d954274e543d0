/**
 * @generated SignedSource<<61d38ae0c434798cd9128a6130907724>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type EditReservationForm_reservation$data = {
  readonly arrivalDay: string;
  readonly arrivalLocalTime: string;
  readonly coaches: number;
  readonly durationMinutes: number;
  readonly guests: number;
  readonly id: string;
  readonly orderNumber: string;
  readonly responsibleFirstName: string | null | undefined;
  readonly responsibleLastName: string | null | undefined;
  readonly seatReservation: boolean;
  readonly type: StopType;
  readonly wishes: string | null | undefined;
  readonly " $fragmentType": "EditReservationForm_reservation";
};
export type EditReservationForm_reservation$key = {
  readonly " $data"?: EditReservationForm_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"EditReservationForm_reservation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EditReservationForm_reservation",
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
      "name": "coaches",
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
      "name": "durationMinutes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "responsibleFirstName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "responsibleLastName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "wishes",
      "storageKey": null
    }
  ],
  "type": "Reservation",
  "abstractKey": null
};

(node as any).hash = "5bbacac90b92dc2accc3ccd927c61cb7";

export default node;
