/**
 * @generated SignedSource<<e5b12e1b2d509b1ed151ae822db88c29>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
export type SetStopPriceInput = {
  priceCents: number;
  priceIncludesVat?: boolean | null | undefined;
  type: StopType;
  vatRateId?: string | null | undefined;
};
export type StopPriceFormMutation$variables = {
  input: SetStopPriceInput;
};
export type StopPriceFormMutation$data = {
  readonly setStopPrice: {
    readonly stopOffer: {
      readonly " $fragmentSpreads": FragmentRefs<"StopPriceForm_offer">;
    };
  };
};
export type StopPriceFormMutation = {
  response: StopPriceFormMutation$data;
  variables: StopPriceFormMutation$variables;
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
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "StopPriceFormMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SetStopPricePayload",
        "kind": "LinkedField",
        "name": "setStopPrice",
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
                "name": "StopPriceForm_offer"
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
    "name": "StopPriceFormMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SetStopPricePayload",
        "kind": "LinkedField",
        "name": "setStopPrice",
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
                "name": "currency",
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
                  (v2/*:: as any*/),
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
                    "name": "rateBp",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "active",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f1f9e189d24fd539f9f5200a0416be15",
    "id": null,
    "metadata": {},
    "name": "StopPriceFormMutation",
    "operationKind": "mutation",
    "text": "mutation StopPriceFormMutation(\n  $input: SetStopPriceInput!\n) {\n  setStopPrice(input: $input) {\n    stopOffer {\n      ...StopPriceForm_offer\n      id\n    }\n  }\n}\n\nfragment PriceTaxPicker_rates on VatRate {\n  id\n  nameEn\n  nameSl\n  rateBp\n  active\n}\n\nfragment StopPriceForm_offer on StopOffer {\n  type\n  priceCents\n  currency\n  priceIncludesVat\n  vatRate {\n    id\n    ...PriceTaxPicker_rates\n  }\n}\n"
  }
};
})();

(node as any).hash = "c3dfa8a5094b5531ef3474798a7a28d4";

export default node;
