/**
 * @generated SignedSource<<971c8178ec39f5ad408157ab22a50b41>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProfilePage_deletion$data = {
  readonly approvedAt: any | null | undefined;
  readonly email: string;
  readonly " $fragmentType": "ProfilePage_deletion";
};
export type ProfilePage_deletion$key = {
  readonly " $data"?: ProfilePage_deletion$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfilePage_deletion">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfilePage_deletion",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "approvedAt",
      "storageKey": null
    }
  ],
  "type": "Client",
  "abstractKey": null
};

(node as any).hash = "447f8bd0e940bfc8a59f59c8b708fdc9";

export default node;
