/**
 * @generated SignedSource<<10ef76c85683ba691c9d9f8e7d23b7af>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Language = "en" | "sl" | "%future added value";
export type StaffState = "ACTIVE" | "DISABLED" | "INVITED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type StaffMemberRow_member$data = {
  readonly email: string;
  readonly id: string;
  readonly invitationExpiresAt: any | null | undefined;
  readonly isManager: boolean;
  readonly language: Language;
  readonly lastSignInAt: any | null | undefined;
  readonly name: string;
  readonly state: StaffState;
  readonly " $fragmentType": "StaffMemberRow_member";
};
export type StaffMemberRow_member$key = {
  readonly " $data"?: StaffMemberRow_member$data;
  readonly " $fragmentSpreads": FragmentRefs<"StaffMemberRow_member">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StaffMemberRow_member",
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
      "name": "language",
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
      "name": "isManager",
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
      "name": "invitationExpiresAt",
      "storageKey": null
    }
  ],
  "type": "StaffMember",
  "abstractKey": null
};

(node as any).hash = "b081ec1a591a27c2813171166cefb5fa";

export default node;
