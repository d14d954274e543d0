/**
 * @generated SignedSource<<2978ea4eb10677fe72027f7836d764d1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type Rooms_settings$data = {
  readonly rooms: ReadonlyArray<{
    readonly active: boolean;
    readonly id: string;
    readonly name: string;
    readonly nameEn: string;
    readonly nameSl: string;
    readonly position: number;
    readonly seasonEnd: string | null | undefined;
    readonly seasonStart: string | null | undefined;
    readonly seats: number;
  }>;
  readonly " $fragmentType": "Rooms_settings";
};
export type Rooms_settings$key = {
  readonly " $data"?: Rooms_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"Rooms_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Rooms_settings",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Room",
      "kind": "LinkedField",
      "name": "rooms",
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
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nameEn",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nameSl",
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
          "name": "position",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "active",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "seasonStart",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "seasonEnd",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ArrivalSettings",
  "abstractKey": null
};

(node as any).hash = "e0a29a58dcad5647fa934e5deba26cab";

export default node;
