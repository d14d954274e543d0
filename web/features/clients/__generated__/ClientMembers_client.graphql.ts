/**
 * @generated SignedSource<<fcfd776e52836b8caa1810ba4fda2965>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type MemberRole = "ACCOUNTANT" | "BOOKER" | "OWNER" | "VIEWER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ClientMembers_client$data = {
  readonly members: ReadonlyArray<{
    readonly email: string | null | undefined;
    readonly id: string;
    readonly lastSignInAt: any | null | undefined;
    readonly name: string | null | undefined;
    readonly role: MemberRole;
  }>;
  readonly " $fragmentType": "ClientMembers_client";
};
export type ClientMembers_client$key = {
  readonly " $data"?: ClientMembers_client$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClientMembers_client">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ClientMembers_client",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "OrganisationMember",
      "kind": "LinkedField",
      "name": "members",
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
          "name": "email",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "role",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastSignInAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Client",
  "abstractKey": null
};

(node as any).hash = "e1e7b61cf8a11ed71f9cd422c0f3801d";

export default node;
