/**
 * @generated SignedSource<<02ac3c26e3e460708210ea50aad02cc1>>
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
  readonly menuQr: {
    readonly path: string;
    readonly size: number;
  } | null | undefined;
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
      "concreteType": "QrImage",
      "kind": "LinkedField",
      "name": "menuQr",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "size",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "path",
          "storageKey": null
        }
      ],
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

(node as any).hash = "dd48d7946cbe49c65240da6d9fb3ab58";

export default node;
