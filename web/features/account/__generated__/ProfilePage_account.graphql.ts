/**
 * @generated SignedSource<<2bf2009a953df44cfb33560706fd4cc4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type OrganisationStatus = "APPROVED" | "ARCHIVED" | "BLOCKED" | "PENDING" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ProfilePage_account$data = {
  readonly email: string;
  readonly registeredAt: any;
  readonly status: OrganisationStatus;
  readonly username: string;
  readonly " $fragmentType": "ProfilePage_account";
};
export type ProfilePage_account$key = {
  readonly " $data"?: ProfilePage_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfilePage_account">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfilePage_account",
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
      "name": "username",
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
      "name": "registeredAt",
      "storageKey": null
    }
  ],
  "type": "Client",
  "abstractKey": null
};

(node as any).hash = "9bf23d7af20058532748ce12b9836445";

export default node;
