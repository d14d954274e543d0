/**
 * @generated SignedSource<<29a39a301d37e7b264be1e5a7e1bd53d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Language = "en" | "sl" | "%future added value";
export type MemberInvitationState = "ACCEPTED" | "EXPIRED" | "OPEN" | "REVOKED" | "%future added value";
export type MemberRole = "ACCOUNTANT" | "BOOKER" | "OWNER" | "VIEWER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type OrganisationTeamPage_invitation$data = {
  readonly email: string;
  readonly expiresAt: any;
  readonly id: string;
  readonly invitedByName: string | null | undefined;
  readonly language: Language;
  readonly role: MemberRole;
  readonly state: MemberInvitationState;
  readonly " $fragmentType": "OrganisationTeamPage_invitation";
};
export type OrganisationTeamPage_invitation$key = {
  readonly " $data"?: OrganisationTeamPage_invitation$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrganisationTeamPage_invitation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrganisationTeamPage_invitation",
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
      "name": "state",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiresAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "invitedByName",
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
  "type": "MemberInvitation",
  "abstractKey": null
};

(node as any).hash = "296374ee7465a944b3d85d5850617fc5";

export default node;
