/**
 * @generated SignedSource<<cd6643ad5ac627dee5e33e8241f15785>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type rootQuery$variables = Record<PropertyKey, never>;
export type rootQuery$data = {
  readonly site: {
    readonly contact: {
      readonly " $fragmentSpreads": FragmentRefs<"Footer_contact">;
    };
  };
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
                "args": null,
                "kind": "FragmentSpread",
                "name": "Footer_contact"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
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
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c7af235276e4e73d38dc0a80b7e4161b",
    "id": null,
    "metadata": {},
    "name": "rootQuery",
    "operationKind": "query",
    "text": "query rootQuery {\n  site {\n    contact {\n      ...Footer_contact\n    }\n  }\n}\n\nfragment Footer_contact on SiteContact {\n  companyName\n  address\n  countryEn: country(language: en)\n  countrySl: country(language: sl)\n  email\n  phone\n  menuUrl\n  menuQr {\n    size\n    path\n  }\n  facebookUrl\n  instagramUrl\n}\n"
  }
};

(node as any).hash = "dd4eb6808e943be85d117c9699f84a05";

export default node;
