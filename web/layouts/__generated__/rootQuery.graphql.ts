/**
 * @generated SignedSource<<fa53f563c827a7ed82ca1dcd9c97adeb>>
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
    "cacheID": "3fa78bc291cc3889f48b5b5ed430329e",
    "id": null,
    "metadata": {},
    "name": "rootQuery",
    "operationKind": "query",
    "text": "query rootQuery {\n  site {\n    contact {\n      ...Footer_contact\n    }\n  }\n}\n\nfragment Footer_contact on SiteContact {\n  companyName\n  address\n  countryEn: country(language: en)\n  countrySl: country(language: sl)\n  email\n  phone\n  menuUrl\n  facebookUrl\n  instagramUrl\n}\n"
  }
};

(node as any).hash = "dd4eb6808e943be85d117c9699f84a05";

export default node;
