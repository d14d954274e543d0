/**
 * @generated SignedSource<<1d87cb61c49a01757fa690dc5167c3bc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Language = "en" | "sl" | "%future added value";
export type MemberRole = "ACCOUNTANT" | "BOOKER" | "OWNER" | "VIEWER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type OrganisationTeamPage_member$data = {
  readonly email: string | null | undefined;
  readonly id: string;
  readonly isViewer: boolean;
  readonly joinedAt: any;
  readonly language: Language;
  readonly lastSignInAt: any | null | undefined;
  readonly name: string | null | undefined;
  readonly role: MemberRole;
  readonly " $fragmentType": "OrganisationTeamPage_member";
};
export type OrganisationTeamPage_member$key = {
  readonly " $data"?: OrganisationTeamPage_member$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrganisationTeamPage_member">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrganisationTeamPage_member",
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
      "name": "isViewer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "joinedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastSignInAt",
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
  "type": "OrganisationMember",
  "abstractKey": null
};

(node as any).hash = "adf06e34f656b7e133dbe6633f7a656f";

export default node;
