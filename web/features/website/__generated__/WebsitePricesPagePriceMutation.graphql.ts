/**
 * @generated SignedSource<<7d445e569eaa41fd6e4e803e65913734>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
export type WebsitePricesPagePriceMutation$variables = {
  priceCents: number;
  type: StopType;
};
export type WebsitePricesPagePriceMutation$data = {
  readonly setStopPrice: {
    readonly currency: string;
    readonly priceCents: number;
    readonly type: StopType;
  };
};
export type WebsitePricesPagePriceMutation = {
  response: WebsitePricesPagePriceMutation$data;
  variables: WebsitePricesPagePriceMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "priceCents"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "type"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "priceCents",
        "variableName": "priceCents"
      },
      {
        "kind": "Variable",
        "name": "type",
        "variableName": "type"
      }
    ],
    "concreteType": "StopOffer",
    "kind": "LinkedField",
    "name": "setStopPrice",
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
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "WebsitePricesPagePriceMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "WebsitePricesPagePriceMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "f9a75087bede29f9659a7ef25421ab45",
    "id": null,
    "metadata": {},
    "name": "WebsitePricesPagePriceMutation",
    "operationKind": "mutation",
    "text": "mutation WebsitePricesPagePriceMutation(\n  $type: StopType!\n  $priceCents: Int!\n) {\n  setStopPrice(type: $type, priceCents: $priceCents) {\n    type\n    priceCents\n    currency\n  }\n}\n"
  }
};
})();

(node as any).hash = "8491d1a03d225f1f3f573c88192e8095";

export default node;
