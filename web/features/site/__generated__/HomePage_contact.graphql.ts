/**
 * @generated SignedSource<<c2d847f27382e75815376377fa2c5dde>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type HomePage_contact$data = {
  readonly address: string;
  readonly countryEn: string;
  readonly countrySl: string;
  readonly email: string;
  readonly phone: string;
  readonly " $fragmentType": "HomePage_contact";
};
export type HomePage_contact$key = {
  readonly " $data"?: HomePage_contact$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomePage_contact">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomePage_contact",
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

(node as any).hash = "0b508be05fd5a74a174c677ddc323d63";

export default node;
