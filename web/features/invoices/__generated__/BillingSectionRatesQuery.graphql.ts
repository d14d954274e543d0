/**
 * @generated SignedSource<<1ff29c9bff3196face5319247f360ec4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type BillingSectionRatesQuery$variables = Record<PropertyKey, never>;
export type BillingSectionRatesQuery$data = {
  readonly invoiceVatRates: ReadonlyArray<{
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
    "concreteType": "InvoiceVatRate",
    "kind": "LinkedField",
    "name": "invoiceVatRates",
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
    "cacheID": "d7f47f9fb322fca5099d8bf643e88e01",
    "id": null,
    "metadata": {},
    "name": "BillingSectionRatesQuery",
    "operationKind": "query",
    "text": "query BillingSectionRatesQuery {\n  invoiceVatRates {\n    id\n    rateBp\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "af8053703fe10b995d4708ecccf579bd";

export default node;
