/**
 * @generated SignedSource<<99a8e5d94b56a1aa29bd9c80143d3de2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Language = "en" | "sl" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type MyAccountPage_profile$data = {
  readonly language: Language;
  readonly name: string;
  readonly " $fragmentType": "MyAccountPage_profile";
};
export type MyAccountPage_profile$key = {
  readonly " $data"?: MyAccountPage_profile$data;
  readonly " $fragmentSpreads": FragmentRefs<"MyAccountPage_profile">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MyAccountPage_profile",
  "selections": [
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
      "name": "language",
      "storageKey": null
    }
  ],
  "type": "StaffMember",
  "abstractKey": null
};

(node as any).hash = "912d5fff1ef4d7282d4de7f5ccd794d6";

export default node;
