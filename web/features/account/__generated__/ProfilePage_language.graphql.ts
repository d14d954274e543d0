/**
 * @generated SignedSource<<9ded50a96c502653771b09793b0aad15>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Language = "en" | "sl" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ProfilePage_language$data = {
  readonly language: Language;
  readonly " $fragmentType": "ProfilePage_language";
};
export type ProfilePage_language$key = {
  readonly " $data"?: ProfilePage_language$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfilePage_language">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfilePage_language",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "language",
      "storageKey": null
    }
  ],
  "type": "Client",
  "abstractKey": null
};

(node as any).hash = "a1b475b473d152c230444fe8f1ce9115";

export default node;
