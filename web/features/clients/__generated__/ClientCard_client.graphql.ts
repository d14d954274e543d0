/**
 * @generated SignedSource<<b034399fd5a588fcfe95fd614787b762>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Language = "en" | "sl" | "%future added value";
export type OrganisationStatus = "APPROVED" | "ARCHIVED" | "BLOCKED" | "PENDING" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ClientCard_client$data = {
  readonly approvedAt: any | null | undefined;
  readonly blockedReason: string | null | undefined;
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
  readonly reservationCounts: {
    readonly active: number;
    readonly finished: number;
    readonly " $fragmentSpreads": FragmentRefs<"ClientRecord_counts">;
  };
  readonly status: OrganisationStatus;
  readonly username: string;
  readonly " $fragmentSpreads": FragmentRefs<"ClientAgreements_client" | "ClientMembers_client">;
  readonly " $fragmentType": "ClientCard_client";
};
export type ClientCard_client$key = {
  readonly " $data"?: ClientCard_client$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClientCard_client">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ClientCard_client",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "approvedAt",
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
      "name": "blockedReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ReservationCounts",
      "kind": "LinkedField",
      "name": "reservationCounts",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "active",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "finished",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ClientRecord_counts"
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ClientAgreements_client"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ClientMembers_client"
    }
  ],
  "type": "Client",
  "abstractKey": null
};

(node as any).hash = "3a81bf7ba2fa2d366051d45fe93094f0";

export default node;
