/**
 * @generated SignedSource<<1e88805c234efd03347d28fad7c34ce8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MenuItemDialog_item$data = {
  readonly vatRate: {
    readonly " $fragmentSpreads": FragmentRefs<"PriceTaxPicker_rates">;
  };
  readonly " $fragmentSpreads": FragmentRefs<"menuItemDraft_item">;
  readonly " $fragmentType": "MenuItemDialog_item";
};
export type MenuItemDialog_item$key = {
  readonly " $data"?: MenuItemDialog_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"MenuItemDialog_item">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MenuItemDialog_item",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "VatRate",
      "kind": "LinkedField",
      "name": "vatRate",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PriceTaxPicker_rates"
        }
      ],
      "storageKey": null
    },
    {
      "kind": "InlineDataFragmentSpread",
      "name": "menuItemDraft_item",
      "selections": [
        (v0/*:: as any*/),
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
          "name": "position",
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
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "args": null,
      "argumentDefinitions": []
    }
  ],
  "type": "MenuItem",
  "abstractKey": null
};
})();

(node as any).hash = "746a8862d77fcb40482ed72c02179970";

export default node;
