/**
 * @generated SignedSource<<35a8f7220d368028689da5b1fd8964c2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type RoomCombinations_settings$data = {
  readonly roomCombinations: ReadonlyArray<{
    readonly rooms: ReadonlyArray<{
      readonly id: string;
    }>;
  }>;
  readonly rooms: ReadonlyArray<{
    readonly active: boolean;
    readonly id: string;
    readonly name: string;
    readonly seats: number;
  }>;
  readonly " $fragmentType": "RoomCombinations_settings";
};
export type RoomCombinations_settings$key = {
  readonly " $data"?: RoomCombinations_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"RoomCombinations_settings">;
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
  "name": "RoomCombinations_settings",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Room",
      "kind": "LinkedField",
      "name": "rooms",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
          "kind": "ScalarField",
          "name": "active",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RoomCombination",
      "kind": "LinkedField",
      "name": "roomCombinations",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Room",
          "kind": "LinkedField",
          "name": "rooms",
          "plural": true,
          "selections": [
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ArrivalSettings",
  "abstractKey": null
};
})();

(node as any).hash = "d240bde198263031ed05a576463b3f0c";

export default node;
