/**
 * @generated SignedSource<<5fbed9615da6134de900ca5a04d5d3ee>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
export type WebsitePricesPageQuery$variables = Record<PropertyKey, never>;
export type WebsitePricesPageQuery$data = {
  readonly site: {
    readonly offers: ReadonlyArray<{
      readonly currency: string;
      readonly menu: ReadonlyArray<{
        readonly active: boolean;
        readonly descriptionEn: string | null | undefined;
        readonly descriptionSl: string | null | undefined;
        readonly id: string;
        readonly nameEn: string;
        readonly nameSl: string;
        readonly position: number;
        readonly priceCents: number | null | undefined;
        readonly stopType: StopType;
      }>;
      readonly priceCents: number;
      readonly type: StopType;
    }>;
  };
};
export type WebsitePricesPageQuery = {
  response: WebsitePricesPageQuery$data;
  variables: WebsitePricesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "priceCents",
  "storageKey": null
},
v1 = [
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
        "concreteType": "StopOffer",
        "kind": "LinkedField",
        "name": "offers",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "type",
            "storageKey": null
          },
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "currency",
            "storageKey": null
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "includeInactive",
                "value": true
              }
            ],
            "concreteType": "MenuItem",
            "kind": "LinkedField",
            "name": "menu",
            "plural": true,
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
                "name": "nameEn",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "nameSl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "descriptionEn",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "descriptionSl",
                "storageKey": null
              },
              (v0/*:: as any*/),
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
                "name": "position",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "stopType",
                "storageKey": null
              }
            ],
            "storageKey": "menu(includeInactive:true)"
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "WebsitePricesPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WebsitePricesPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1d149d8076d60c5e896cbc81e823574a",
    "id": null,
    "metadata": {},
    "name": "WebsitePricesPageQuery",
    "operationKind": "query",
    "text": "query WebsitePricesPageQuery {\n  site {\n    offers {\n      type\n      priceCents\n      currency\n      menu(includeInactive: true) {\n        id\n        nameEn\n        nameSl\n        descriptionEn\n        descriptionSl\n        priceCents\n        active\n        position\n        stopType\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "fb3e31eed0c650b7df3174b90831af9d";

export default node;
