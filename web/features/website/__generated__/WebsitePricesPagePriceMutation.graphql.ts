/**
 * @generated SignedSource<<74cc38e8c735259026b07b8de36947a5>>
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
v1 = [
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
            "name": "priceCents",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "currency",
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
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebsitePricesPagePriceMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "6e9d4f224d0b833eee8aa081c1504d56",
    "id": null,
    "metadata": {},
    "name": "WebsitePricesPagePriceMutation",
    "operationKind": "mutation",
    "text": "mutation WebsitePricesPagePriceMutation(\n  $input: SetStopPriceInput!\n) {\n  setStopPrice(input: $input) {\n    stopOffer {\n      id\n      priceCents\n      currency\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5415a77d9beed413ca9fdea5c2e8f8e8";

export default node;
