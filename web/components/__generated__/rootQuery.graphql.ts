/**
 * @generated SignedSource<<98d757f64e270fd2c9bca45f91683573>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type rootQuery$variables = Record<PropertyKey, never>;
export type rootQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"DemoBadge_query" | "Footer_query">;
};
export type rootQuery = {
  response: rootQuery$data;
  variables: rootQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "rootQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "Footer_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "DemoBadge_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "rootQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Site",
        "kind": "LinkedField",
        "name": "site",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SiteContact",
            "kind": "LinkedField",
            "name": "contact",
            "plural": false,
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
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "demo",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "9c8dfea5edc64185854c6ae978a88189",
    "id": null,
    "metadata": {},
    "name": "rootQuery",
    "operationKind": "query",
    "text": "query rootQuery {\n  ...Footer_query\n  ...DemoBadge_query\n}\n\nfragment DemoBadge_query on Query {\n  site {\n    demo\n  }\n}\n\nfragment Footer_contact on SiteContact {\n  companyName\n  address\n  countryEn: country(language: en)\n  countrySl: country(language: sl)\n  email\n  phone\n  menuUrl\n  menuQr {\n    size\n    path\n  }\n  facebookUrl\n  instagramUrl\n}\n\nfragment Footer_query on Query {\n  site {\n    contact {\n      ...Footer_contact\n    }\n  }\n}\n"
  }
};

(node as any).hash = "14d8183e5fb3221da88b4669778ffe9d";

export default node;
