/**
 * @generated SignedSource<<cee86ad3cdecae56c88b99dd74ddc03a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ReservationStatus = "CREATED" | "DELETED" | "FINISHED" | "SCHEDULED" | "WAITING" | "%future added value";
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type HomeOverview_arrival$data = {
  readonly arrivalAt: any;
  readonly arrivalLocalTime: string;
  readonly createdAt: any;
  readonly guests: number;
  readonly orderNumber: string;
  readonly organisation: {
    readonly name: string;
  };
  readonly seatReservation: boolean;
  readonly status: ReservationStatus;
  readonly type: StopType;
  readonly " $fragmentType": "HomeOverview_arrival";
};
export type HomeOverview_arrival$key = {
  readonly " $data"?: HomeOverview_arrival$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeOverview_arrival">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeOverview_arrival",
  "selections": [
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
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Client",
      "kind": "LinkedField",
      "name": "organisation",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Reservation",
  "abstractKey": null
};

(node as any).hash = "73ed67ed7fb935f7f5414d8a58019fb4";

export default node;
