/**
 * @generated SignedSource<<2f6f808336b33c197e56d4b434cb7b3a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type DriverState = "ARRIVED" | "DELAYED" | "EXPECTED" | "ON_TIME" | "%future added value";
export type ReservationStatus = "CREATED" | "DELETED" | "FINISHED" | "SCHEDULED" | "WAITING" | "%future added value";
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type BoardPage_reservation$data = {
  readonly arrival: {
    readonly delayMinutes: number | null | undefined;
    readonly driverState: DriverState;
    readonly etaAt: any | null | undefined;
  };
  readonly arrivalAt: any;
  readonly bays: ReadonlyArray<number>;
  readonly client: {
    readonly name: string;
  };
  readonly guests: number;
  readonly id: string;
  readonly mealPreorder: {
    readonly dishes: ReadonlyArray<{
      readonly name: string;
      readonly quantity: number;
    }>;
    readonly mealsTotal: number;
  } | null | undefined;
  readonly rooms: ReadonlyArray<{
    readonly name: string;
  }>;
  readonly status: ReservationStatus;
  readonly type: StopType;
  readonly " $fragmentType": "BoardPage_reservation";
};
export type BoardPage_reservation$key = {
  readonly " $data"?: BoardPage_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"BoardPage_reservation">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BoardPage_reservation",
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
      "name": "status",
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
      "selections": (v1/*:: as any*/),
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MealPreorder",
      "kind": "LinkedField",
      "name": "mealPreorder",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "mealsTotal",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PreorderDish",
          "kind": "LinkedField",
          "name": "dishes",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "quantity",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Client",
      "kind": "LinkedField",
      "name": "client",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Reservation",
  "abstractKey": null
};
})();

(node as any).hash = "2c7a1bcc2496a73c2dee974635dc9f91";

export default node;
