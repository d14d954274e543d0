/**
 * @generated SignedSource<<ef84910f24306b272a6d36409669dda2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type Allergen = "CELERY" | "CRUSTACEANS" | "EGGS" | "FISH" | "GLUTEN" | "LUPIN" | "MILK" | "MOLLUSCS" | "MUSTARD" | "NUTS" | "PEANUTS" | "SESAME" | "SOYBEANS" | "SULPHITES" | "%future added value";
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
export type WebsitePricesPageQuery$variables = Record<PropertyKey, never>;
export type WebsitePricesPageQuery$data = {
  readonly site: {
    readonly offers: ReadonlyArray<{
      readonly currency: string;
      readonly id: string;
      readonly menu: ReadonlyArray<{
        readonly active: boolean;
        readonly allergens: ReadonlyArray<Allergen>;
        readonly descriptionEn: string | null | undefined;
        readonly descriptionSl: string | null | undefined;
        readonly id: string;
        readonly nameEn: string;
        readonly nameSl: string;
        readonly position: number;
        readonly priceCents: number | null | undefined;
        readonly stopType: StopType;
        readonly vegan: boolean;
        readonly vegetarian: boolean;
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
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "priceCents",
  "storageKey": null
},
v2 = [
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
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "type",
            "storageKey": null
          },
          (v1/*:: as any*/),
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
              (v0/*:: as any*/),
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
              (v1/*:: as any*/),
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "allergens",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "vegetarian",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "vegan",
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
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WebsitePricesPageQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "bf19a346dfb7644a1c8e92e6902b2c62",
    "id": null,
    "metadata": {},
    "name": "WebsitePricesPageQuery",
    "operationKind": "query",
    "text": "query WebsitePricesPageQuery {\n  site {\n    offers {\n      id\n      type\n      priceCents\n      currency\n      menu(includeInactive: true) {\n        id\n        nameEn\n        nameSl\n        descriptionEn\n        descriptionSl\n        priceCents\n        active\n        position\n        stopType\n        allergens\n        vegetarian\n        vegan\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d8867984c617d9ad2f8a5eefc35dd9b6";

export default node;
