/**
 * @generated SignedSource<<bcec33c8041a64d87d5295aeddf78e11>>
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
        readonly priceIncludesVat: boolean;
        readonly stopType: StopType;
        readonly vatRate: {
          readonly active: boolean;
          readonly id: string;
          readonly nameEn: string;
          readonly nameSl: string;
          readonly rateBp: number;
        };
        readonly vegan: boolean;
        readonly vegetarian: boolean;
      }>;
      readonly priceCents: number;
      readonly priceIncludesVat: boolean;
      readonly type: StopType;
      readonly vatRate: {
        readonly active: boolean;
        readonly id: string;
        readonly nameEn: string;
        readonly nameSl: string;
        readonly rateBp: number;
      };
    }>;
  };
  readonly vatRates: ReadonlyArray<{
    readonly active: boolean;
    readonly id: string;
    readonly nameEn: string;
    readonly nameSl: string;
    readonly rateBp: number;
  }>;
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
  "name": "nameEn",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nameSl",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "active",
  "storageKey": null
},
v4 = [
  (v0/*:: as any*/),
  (v1/*:: as any*/),
  (v2/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "rateBp",
    "storageKey": null
  },
  (v3/*:: as any*/)
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "priceCents",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "priceIncludesVat",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "VatRate",
  "kind": "LinkedField",
  "name": "vatRate",
  "plural": false,
  "selections": (v4/*:: as any*/),
  "storageKey": null
},
v8 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "VatRate",
    "kind": "LinkedField",
    "name": "vatRates",
    "plural": true,
    "selections": (v4/*:: as any*/),
    "storageKey": null
  },
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
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "currency",
            "storageKey": null
          },
          (v6/*:: as any*/),
          (v7/*:: as any*/),
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
              (v1/*:: as any*/),
              (v2/*:: as any*/),
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
              (v5/*:: as any*/),
              (v3/*:: as any*/),
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
              },
              (v6/*:: as any*/),
              (v7/*:: as any*/)
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
    "selections": (v8/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WebsitePricesPageQuery",
    "selections": (v8/*:: as any*/)
  },
  "params": {
    "cacheID": "6e7067bb711f26bf01da8ec90e8b30f4",
    "id": null,
    "metadata": {},
    "name": "WebsitePricesPageQuery",
    "operationKind": "query",
    "text": "query WebsitePricesPageQuery {\n  vatRates {\n    id\n    nameEn\n    nameSl\n    rateBp\n    active\n  }\n  site {\n    offers {\n      id\n      type\n      priceCents\n      currency\n      priceIncludesVat\n      vatRate {\n        id\n        nameEn\n        nameSl\n        rateBp\n        active\n      }\n      menu(includeInactive: true) {\n        id\n        nameEn\n        nameSl\n        descriptionEn\n        descriptionSl\n        priceCents\n        active\n        position\n        stopType\n        allergens\n        vegetarian\n        vegan\n        priceIncludesVat\n        vatRate {\n          id\n          nameEn\n          nameSl\n          rateBp\n          active\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e3fa87bedb45dc6ca88dfb993648c421";

export default node;
