/**
 * @generated SignedSource<<36b60153a76eb99911bf3cc17128faea>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
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
export type useSaveMenuItemMutation$variables = {
  input: SaveMenuItemInput;
};
export type useSaveMenuItemMutation$data = {
  readonly saveMenuItem: {
    readonly stopOffer: {
      readonly " $fragmentSpreads": FragmentRefs<"StopMenuList_offer">;
    };
  };
};
export type useSaveMenuItemMutation = {
  response: useSaveMenuItemMutation$data;
  variables: useSaveMenuItemMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "priceIncludesVat",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nameEn",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nameSl",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rateBp",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "active",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSaveMenuItemMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "StopMenuList_offer"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSaveMenuItemMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "type",
                "storageKey": null
              },
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "VatRate",
                "kind": "LinkedField",
                "name": "vatRate",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/)
                ],
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
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "position",
                    "storageKey": null
                  },
                  (v7/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
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
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "VatRate",
                    "kind": "LinkedField",
                    "name": "vatRate",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
                      (v3/*:: as any*/),
                      (v4/*:: as any*/),
                      (v5/*:: as any*/),
                      (v7/*:: as any*/)
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
              (v3/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "28776643374dd0e03af8eab83912b5d2",
    "id": null,
    "metadata": {},
    "name": "useSaveMenuItemMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveMenuItemMutation(\n  $input: SaveMenuItemInput!\n) {\n  saveMenuItem(input: $input) {\n    stopOffer {\n      ...StopMenuList_offer\n      id\n    }\n  }\n}\n\nfragment MenuItemDialog_item on MenuItem {\n  vatRate {\n    ...PriceTaxPicker_rates\n    id\n  }\n  ...menuItemDraft_item\n}\n\nfragment MenuItemDialog_offer on StopOffer {\n  type\n  priceIncludesVat\n  vatRate {\n    id\n    ...PriceTaxPicker_rates\n  }\n}\n\nfragment MenuItemRow_item on MenuItem {\n  nameEn\n  nameSl\n  descriptionEn\n  descriptionSl\n  priceCents\n  active\n  priceIncludesVat\n  vatRate {\n    rateBp\n    id\n  }\n  allergens\n  vegetarian\n  vegan\n  ...menuItemDraft_item\n}\n\nfragment PriceTaxPicker_rates on VatRate {\n  id\n  nameEn\n  nameSl\n  rateBp\n  active\n}\n\nfragment StopMenuList_offer on StopOffer {\n  type\n  ...MenuItemDialog_offer\n  menu(includeInactive: true) {\n    id\n    position\n    active\n    nameEn\n    nameSl\n    ...MenuItemRow_item\n    ...MenuItemDialog_item\n  }\n}\n\nfragment menuItemDraft_item on MenuItem {\n  id\n  stopType\n  position\n  nameEn\n  nameSl\n  descriptionEn\n  descriptionSl\n  priceCents\n  active\n  allergens\n  vegetarian\n  vegan\n  priceIncludesVat\n  vatRate {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "ec99232a528343c4688cebe9186277dc";

export default node;
