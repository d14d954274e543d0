/**
 * @generated SignedSource<<1c7af9cae66443ea906a1d450805e1a5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type KitchenRooms_day$data = {
  readonly rooms: ReadonlyArray<{
    readonly name: string | null | undefined;
    readonly reservations: ReadonlyArray<{
      readonly arrivalLocalTime: string;
      readonly client: {
        readonly name: string;
      };
      readonly guests: number;
      readonly id: string;
      readonly mealPreorder: {
        readonly mealsTotal: number;
      } | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"ArrivalBadge_reservation">;
    }>;
  }>;
  readonly " $fragmentType": "KitchenRooms_day";
};
export type KitchenRooms_day$key = {
  readonly " $data"?: KitchenRooms_day$data;
  readonly " $fragmentSpreads": FragmentRefs<"KitchenRooms_day">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "KitchenRooms_day",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "DaySheetRoomGroup",
      "kind": "LinkedField",
      "name": "rooms",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Reservation",
          "kind": "LinkedField",
          "name": "reservations",
          "plural": true,
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
              "name": "arrivalLocalTime",
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
              "concreteType": "Client",
              "kind": "LinkedField",
              "name": "client",
              "plural": false,
              "selections": [
                (v0/*:: as any*/)
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
                }
              ],
              "storageKey": null
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "ArrivalBadge_reservation"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "KitchenDay",
  "abstractKey": null
};
})();

(node as any).hash = "70d70758735c03c3ca02f1c237c7e539";

export default node;
