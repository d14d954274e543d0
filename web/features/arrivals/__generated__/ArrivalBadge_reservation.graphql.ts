/**
 * @generated SignedSource<<f93c10f3329ae8a2198a7d3ce10837eb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type DriverState = "ARRIVED" | "DELAYED" | "EXPECTED" | "ON_TIME" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ArrivalBadge_reservation$data = {
  readonly arrival: {
    readonly delayMinutes: number | null | undefined;
    readonly driverState: DriverState;
    readonly etaAt: any | null | undefined;
  };
  readonly coaches: number;
  readonly " $fragmentType": "ArrivalBadge_reservation";
};
export type ArrivalBadge_reservation$key = {
  readonly " $data"?: ArrivalBadge_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"ArrivalBadge_reservation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ArrivalBadge_reservation",
  "selections": [
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Reservation",
  "abstractKey": null
};

(node as any).hash = "98158e3db5d5932fa463186c35a66d0d";

export default node;
