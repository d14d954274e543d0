/**
 * @generated SignedSource<<fd18ae8b4406625044a0e1bf8339f55b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
export type WebsitePricesPageQuery$variables = Record<PropertyKey, never>;
export type WebsitePricesPageQuery$data = {
  readonly site: {
    readonly offers: ReadonlyArray<{
      readonly type: StopType;
      readonly " $fragmentSpreads": FragmentRefs<"StopOfferSection_offer">;
    }>;
  };
  readonly " $fragmentSpreads": FragmentRefs<"StopOfferSection_query">;
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
  "name": "type",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nameEn",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nameSl",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rateBp",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "active",
  "storageKey": null
},
v6 = [
  (v1/*:: as any*/),
  (v2/*:: as any*/),
  (v3/*:: as any*/),
  (v4/*:: as any*/),
  (v5/*:: as any*/)
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "priceCents",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "priceIncludesVat",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "WebsitePricesPageQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "StopOfferSection_query"
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
                "args": null,
                "kind": "FragmentSpread",
                "name": "StopOfferSection_offer"
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
    "name": "WebsitePricesPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "VatRate",
        "kind": "LinkedField",
        "name": "vatRates",
        "plural": true,
        "selections": (v6/*:: as any*/),
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
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "currency",
                "storageKey": null
              },
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "VatRate",
                "kind": "LinkedField",
                "name": "vatRate",
                "plural": false,
                "selections": (v6/*:: as any*/),
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
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "position",
                    "storageKey": null
                  },
                  (v5/*:: as any*/),
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
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
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "VatRate",
                    "kind": "LinkedField",
                    "name": "vatRate",
                    "plural": false,
                    "selections": [
                      (v4/*:: as any*/),
                      (v1/*:: as any*/),
                      (v2/*:: as any*/),
                      (v3/*:: as any*/),
                      (v5/*:: as any*/)
                    ],
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "stopType",
                    "storageKey": null
                  }
                ],
                "storageKey": "menu(includeInactive:true)"
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "6440252945d24bb484df91eabf6ced50",
    "id": null,
    "metadata": {},
    "name": "WebsitePricesPageQuery",
    "operationKind": "query",
    "text": "query WebsitePricesPageQuery {\n  ...StopOfferSection_query\n  site {\n    offers {\n      type\n      ...StopOfferSection_offer\n      id\n    }\n  }\n}\n\nfragment MenuItemDialog_item on MenuItem {\n  vatRate {\n    ...PriceTaxPicker_rates\n    id\n  }\n  ...menuItemDraft_item\n}\n\nfragment MenuItemDialog_offer on StopOffer {\n  type\n  priceIncludesVat\n  vatRate {\n    id\n    ...PriceTaxPicker_rates\n  }\n}\n\nfragment MenuItemDialog_query on Query {\n  vatRates {\n    ...PriceTaxPicker_rates\n    id\n  }\n}\n\nfragment MenuItemRow_item on MenuItem {\n  nameEn\n  nameSl\n  descriptionEn\n  descriptionSl\n  priceCents\n  active\n  priceIncludesVat\n  vatRate {\n    rateBp\n    id\n  }\n  allergens\n  vegetarian\n  vegan\n  ...menuItemDraft_item\n}\n\nfragment PriceTaxPicker_rates on VatRate {\n  id\n  nameEn\n  nameSl\n  rateBp\n  active\n}\n\nfragment StopMenuList_offer on StopOffer {\n  type\n  ...MenuItemDialog_offer\n  menu(includeInactive: true) {\n    id\n    position\n    active\n    nameEn\n    nameSl\n    ...MenuItemRow_item\n    ...MenuItemDialog_item\n  }\n}\n\nfragment StopMenuList_query on Query {\n  ...MenuItemDialog_query\n}\n\nfragment StopOfferSection_offer on StopOffer {\n  type\n  priceCents\n  currency\n  ...StopPriceForm_offer\n  ...StopMenuList_offer\n}\n\nfragment StopOfferSection_query on Query {\n  ...StopPriceForm_query\n  ...StopMenuList_query\n}\n\nfragment StopPriceForm_offer on StopOffer {\n  type\n  priceCents\n  currency\n  priceIncludesVat\n  vatRate {\n    id\n    ...PriceTaxPicker_rates\n  }\n}\n\nfragment StopPriceForm_query on Query {\n  vatRates {\n    ...PriceTaxPicker_rates\n    id\n  }\n}\n\nfragment menuItemDraft_item on MenuItem {\n  id\n  stopType\n  position\n  nameEn\n  nameSl\n  descriptionEn\n  descriptionSl\n  priceCents\n  active\n  allergens\n  vegetarian\n  vegan\n  priceIncludesVat\n  vatRate {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "1638a3955842a3fbe6ccabe62ca71ef6";

export default node;
