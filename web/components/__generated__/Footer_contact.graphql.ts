/**
 * @generated SignedSource<<b93397cdabc174554baa214d686581ed>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type Footer_contact$data = {
  readonly address: string;
  readonly companyName: string;
  readonly countryEn: string;
  readonly countrySl: string;
  readonly email: string;
  readonly facebookUrl: string | null | undefined;
  readonly instagramUrl: string | null | undefined;
  readonly menuUrl: string;
  readonly phone: string;
  readonly " $fragmentType": "Footer_contact";
};
export type Footer_contact$key = {
  readonly " $data"?: Footer_contact$data;
  readonly " $fragmentSpreads": FragmentRefs<"Footer_contact">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Footer_contact",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "companyName",
      "storageKey": null
    },
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "menuUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "facebookUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "instagramUrl",
      "storageKey": null
    }
  ],
  "type": "SiteContact",
  "abstractKey": null
};

(node as any).hash = "97266f49279346bc3a0de66451e5232f";

export default node;
