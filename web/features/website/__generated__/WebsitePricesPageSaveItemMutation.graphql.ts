/**
 * @generated SignedSource<<097e6635383510d4273c471ce418f8c4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type Allergen = "CELERY" | "CRUSTACEANS" | "EGGS" | "FISH" | "GLUTEN" | "LUPIN" | "MILK" | "MOLLUSCS" | "MUSTARD" | "NUTS" | "PEANUTS" | "SESAME" | "SOYBEANS" | "SULPHITES" | "%future added value";
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
export type SaveMenuItemInput = {
  active?: boolean | null | undefined;
  allergens?: ReadonlyArray<Allergen> | null | undefined;
  descriptionEn?: string | null | undefined;
  descriptionSl?: string | null | undefined;
  id?: string | null | undefined;
  idempotencyKey?: string | null | undefined;
  nameEn: string;
  nameSl: string;
  position?: number | null | undefined;
  priceCents?: number | null | undefined;
  priceIncludesVat?: boolean | null | undefined;
  stopType: StopType;
  vatRateId?: string | null | undefined;
  vegan?: boolean | null | undefined;
  vegetarian?: boolean | null | undefined;
};
export type WebsitePricesPageSaveItemMutation$variables = {
  input: SaveMenuItemInput;
};
export type WebsitePricesPageSaveItemMutation$data = {
  readonly saveMenuItem: {
    readonly stopOffer: {
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
    };
  };
};
export type WebsitePricesPageSaveItemMutation = {
  response: WebsitePricesPageSaveItemMutation$data;
  variables: WebsitePricesPageSaveItemMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
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
  "name": "active",
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "SaveMenuItemPayload",
    "kind": "LinkedField",
    "name": "saveMenuItem",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "StopOffer",
        "kind": "LinkedField",
        "name": "stopOffer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "priceCents",
                "storageKey": null
              },
              (v4/*:: as any*/),
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "priceIncludesVat",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "VatRate",
                "kind": "LinkedField",
                "name": "vatRate",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "rateBp",
                    "storageKey": null
                  },
                  (v4/*:: as any*/)
                ],
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WebsitePricesPageSaveItemMutation",
    "selections": (v5/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebsitePricesPageSaveItemMutation",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "cacheID": "22a0839022bb2aa4129589777e8d5fb6",
    "id": null,
    "metadata": {},
    "name": "WebsitePricesPageSaveItemMutation",
    "operationKind": "mutation",
    "text": "mutation WebsitePricesPageSaveItemMutation(\n  $input: SaveMenuItemInput!\n) {\n  saveMenuItem(input: $input) {\n    stopOffer {\n      id\n      menu(includeInactive: true) {\n        id\n        nameEn\n        nameSl\n        descriptionEn\n        descriptionSl\n        priceCents\n        active\n        position\n        stopType\n        allergens\n        vegetarian\n        vegan\n        priceIncludesVat\n        vatRate {\n          id\n          nameEn\n          nameSl\n          rateBp\n          active\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e3a6aaebcaf452a3b1d850903ec44c2e";

export default node;
