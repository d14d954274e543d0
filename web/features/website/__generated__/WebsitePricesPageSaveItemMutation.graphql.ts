/**
 * @generated SignedSource<<44c2e83de12061d66ea7c643d692639c>>
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
        readonly stopType: StopType;
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
v2 = [
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "priceCents",
                "storageKey": null
              },
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WebsitePricesPageSaveItemMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebsitePricesPageSaveItemMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "662dccd30bbbc52a1e4058b9785a47e2",
    "id": null,
    "metadata": {},
    "name": "WebsitePricesPageSaveItemMutation",
    "operationKind": "mutation",
    "text": "mutation WebsitePricesPageSaveItemMutation(\n  $input: SaveMenuItemInput!\n) {\n  saveMenuItem(input: $input) {\n    stopOffer {\n      id\n      menu(includeInactive: true) {\n        id\n        nameEn\n        nameSl\n        descriptionEn\n        descriptionSl\n        priceCents\n        active\n        position\n        stopType\n        allergens\n        vegetarian\n        vegan\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a0ffbed3e96bf44aa87fe389226c21b7";

export default node;
