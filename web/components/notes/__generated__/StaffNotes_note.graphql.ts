/**
 * @generated SignedSource<<356a2960fd92331664fc2f4be7d8839c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StaffNotes_note$data = {
  readonly author: {
    readonly firstName: string | null | undefined;
    readonly lastName: string | null | undefined;
    readonly name: string;
  };
  readonly body: string;
  readonly canDelete: boolean;
  readonly createdAt: any;
  readonly id: string;
  readonly " $fragmentType": "StaffNotes_note";
};
export type StaffNotes_note$key = {
  readonly " $data"?: StaffNotes_note$data;
  readonly " $fragmentSpreads": FragmentRefs<"StaffNotes_note">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StaffNotes_note",
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
      "name": "body",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canDelete",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StaffMember",
      "kind": "LinkedField",
      "name": "author",
      "plural": false,
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
          "name": "firstName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "StaffNote",
  "abstractKey": null
};

(node as any).hash = "7473959cf1c8eff37d99add633dd5d4f";

export default node;
