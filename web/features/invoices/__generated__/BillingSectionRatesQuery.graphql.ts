/**
 * @generated SignedSource<<d0dadd1bf6cc41684e298cde72ec1154>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type BillingSectionRatesQuery$variables = Record<PropertyKey, never>;
export type BillingSectionRatesQuery$data = {
  readonly vatRates: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly rateBp: number;
  }>;
};
export type BillingSectionRatesQuery = {
  response: BillingSectionRatesQuery$data;
  variables: BillingSectionRatesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "VatRate",
    "kind": "LinkedField",
    "name": "vatRates",
    "plural": true,
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
        "name": "rateBp",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
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
    "name": "BillingSectionRatesQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "BillingSectionRatesQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "f0a0cd0c15b25061ace3d56eadef413a",
    "id": null,
    "metadata": {},
    "name": "BillingSectionRatesQuery",
    "operationKind": "query",
    "text": "query BillingSectionRatesQuery {\n  vatRates {\n    id\n    rateBp\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "8b11f39f909236be7405df6d6cc5f781";

export default node;
