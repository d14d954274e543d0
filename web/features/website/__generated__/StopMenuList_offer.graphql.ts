/**
 * @generated SignedSource<<e90bdbe1dec04017a2858ad84bdd3305>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type StopMenuList_offer$data = {
  readonly menu: ReadonlyArray<{
    readonly active: boolean;
    readonly id: string;
    readonly nameEn: string;
    readonly nameSl: string;
    readonly position: number;
    readonly " $fragmentSpreads": FragmentRefs<"MenuItemDialog_item" | "MenuItemRow_item">;
  }>;
  readonly type: StopType;
  readonly " $fragmentSpreads": FragmentRefs<"MenuItemDialog_offer">;
  readonly " $fragmentType": "StopMenuList_offer";
};
export type StopMenuList_offer$key = {
  readonly " $data"?: StopMenuList_offer$data;
  readonly " $fragmentSpreads": FragmentRefs<"StopMenuList_offer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StopMenuList_offer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MenuItemDialog_offer"
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "includeInactive",
          "value": true
        }
      ],
      "concreteType": "MenuItem",
      "kind": "LinkedField",
      "name": "menu",
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "MenuItemRow_item"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "MenuItemDialog_item"
        }
      ],
      "storageKey": "menu(includeInactive:true)"
    }
  ],
  "type": "StopOffer",
  "abstractKey": null
};

(node as any).hash = "0d139b46a341f84c30fd1c563265c361";

export default node;
