/**
 * @generated SignedSource<<9270a0ce9db87ad7fcc6c05c47ce8714>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StopMenuList_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"MenuItemDialog_query">;
  readonly " $fragmentType": "StopMenuList_query";
};
export type StopMenuList_query$key = {
  readonly " $data"?: StopMenuList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"StopMenuList_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StopMenuList_query",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MenuItemDialog_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "4b786f62ae0b30ea0f2e4a724e7977ff";

export default node;
