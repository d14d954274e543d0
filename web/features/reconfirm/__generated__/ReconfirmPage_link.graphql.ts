/**
 * @generated SignedSource<<b4c7fda9ae95bcd67d11370ef7045fee>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ReconfirmationLinkState = "CHANGED" | "CLOSED" | "EXPIRED" | "UNKNOWN" | "USED" | "VALID" | "%future added value";
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ReconfirmPage_link$data = {
  readonly maxGuests: number;
  readonly mealsForGuests: number;
  readonly minGuests: number;
  readonly reservation: {
    readonly arrivalAt: any;
    readonly arrivalDate: string;
    readonly arrivalTime: string;
    readonly guests: number;
    readonly orderNumber: string;
    readonly reconfirmedAt: any | null | undefined;
    readonly type: StopType;
  } | null | undefined;
  readonly state: ReconfirmationLinkState;
  readonly " $fragmentType": "ReconfirmPage_link";
};
export type ReconfirmPage_link$key = {
  readonly " $data"?: ReconfirmPage_link$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReconfirmPage_link">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReconfirmPage_link",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
      "storageKey": null
    },
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
      "name": "mealsForGuests",
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
      "concreteType": "ReconfirmationReservation",
      "kind": "LinkedField",
      "name": "reservation",
      "plural": false,
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
          "name": "arrivalAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "arrivalDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "arrivalTime",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reconfirmedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ReconfirmationLink",
  "abstractKey": null
};

(node as any).hash = "ab7f06faaa6e9a2fe9692e785f27e866";

export default node;
