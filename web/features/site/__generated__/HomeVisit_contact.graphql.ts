/**
 * @generated SignedSource<<8fcfb9b176b4adbb71f415d891ee997f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type HomeVisit_contact$data = {
  readonly address: string;
  readonly countryEn: string;
  readonly countrySl: string;
  readonly email: string;
  readonly phone: string;
  readonly " $fragmentType": "HomeVisit_contact";
};
export type HomeVisit_contact$key = {
  readonly " $data"?: HomeVisit_contact$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeVisit_contact">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeVisit_contact",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "address",
      "storageKey": null
    },
    {
      "alias": "countryEn",
      "args": [
        {
          "kind": "Literal",
          "name": "language",
          "value": "en"
        }
      ],
      "kind": "ScalarField",
      "name": "country",
      "storageKey": "country(language:\"en\")"
    },
    {
      "alias": "countrySl",
      "args": [
        {
          "kind": "Literal",
          "name": "language",
          "value": "sl"
        }
      ],
      "kind": "ScalarField",
      "name": "country",
      "storageKey": "country(language:\"sl\")"
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
      "name": "phone",
      "storageKey": null
    }
  ],
  "type": "SiteContact",
  "abstractKey": null
};

(node as any).hash = "3592a72354e7bec5ab13975a8b082f66";

export default node;
