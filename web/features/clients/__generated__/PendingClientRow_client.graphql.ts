/**
 * @generated SignedSource<<c5e34c0bb9efb1d0dfd80a35bf86be55>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Language = "en" | "sl" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type PendingClientRow_client$data = {
  readonly contactInfo: string | null | undefined;
  readonly email: string;
  readonly emailVerified: boolean;
  readonly firstName: string | null | undefined;
  readonly id: string;
  readonly language: Language;
  readonly lastName: string | null | undefined;
  readonly name: string;
  readonly phone: string | null | undefined;
  readonly registeredAt: any;
  readonly username: string;
  readonly " $fragmentType": "PendingClientRow_client";
};
export type PendingClientRow_client$key = {
  readonly " $data"?: PendingClientRow_client$data;
  readonly " $fragmentSpreads": FragmentRefs<"PendingClientRow_client">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PendingClientRow_client",
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
      "name": "firstName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastName",
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
      "name": "emailVerified",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phone",
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
      "name": "contactInfo",
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
      "name": "registeredAt",
      "storageKey": null
    }
  ],
  "type": "Client",
  "abstractKey": null
};

(node as any).hash = "8134089916e951d1c0664c0f8580eec0";

export default node;
