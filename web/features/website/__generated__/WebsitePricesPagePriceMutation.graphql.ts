/**
 * @generated SignedSource<<e1ac3c767b605e88f1055dbfa5c421f6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
export type SetStopPriceInput = {
  priceCents: number;
  priceIncludesVat?: boolean | null | undefined;
  type: StopType;
  vatRateId?: string | null | undefined;
};
export type WebsitePricesPagePriceMutation$variables = {
  input: SetStopPriceInput;
};
export type WebsitePricesPagePriceMutation$data = {
  readonly setStopPrice: {
    readonly stopOffer: {
      readonly currency: string;
      readonly id: string;
      readonly priceCents: number;
      readonly priceIncludesVat: boolean;
      readonly vatRate: {
        readonly active: boolean;
        readonly id: string;
        readonly nameEn: string;
        readonly nameSl: string;
        readonly rateBp: number;
      };
    };
  };
};
export type WebsitePricesPagePriceMutation = {
  response: WebsitePricesPagePriceMutation$data;
  variables: WebsitePricesPagePriceMutation$variables;
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
          (v1/*:: as any*/),
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
    "name": "WebsitePricesPagePriceMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebsitePricesPagePriceMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "d14648574c0245812a20ec0acc31f93d",
    "id": null,
    "metadata": {},
    "name": "WebsitePricesPagePriceMutation",
    "operationKind": "mutation",
    "text": "mutation WebsitePricesPagePriceMutation(\n  $input: SetStopPriceInput!\n) {\n  setStopPrice(input: $input) {\n    stopOffer {\n      id\n      priceCents\n      currency\n      priceIncludesVat\n      vatRate {\n        id\n        nameEn\n        nameSl\n        rateBp\n        active\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "75c54b05b5730bca9b3caf95d758b004";

export default node;
