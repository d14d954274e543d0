/**
 * @generated SignedSource<<142b7e8f08533f369fe9b83bcd1bea05>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PaymentsPageQuery$variables = {
  isManager: boolean;
};
export type PaymentsPageQuery$data = {
  readonly recent?: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"PaymentRow_payment">;
      };
    }>;
  };
  readonly unmatched?: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"PaymentRow_payment">;
      };
    }>;
  };
  readonly " $fragmentSpreads": FragmentRefs<"ReceivablesAgeing_query">;
};
export type PaymentsPageQuery = {
  response: PaymentsPageQuery$data;
  variables: PaymentsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "isManager"
  }
],
v1 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 50
  },
  {
    "kind": "Literal",
    "name": "unmatchedOnly",
    "value": true
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "QueryPaymentsConnectionEdge",
    "kind": "LinkedField",
    "name": "edges",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Payment",
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PaymentRow_payment"
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v4 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 30
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "notDueCents",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "days0To30Cents",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "days31To60Cents",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "days61PlusCents",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCents",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amountCents",
  "storageKey": null
},
v12 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "QueryPaymentsConnectionEdge",
    "kind": "LinkedField",
    "name": "edges",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Payment",
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "direction",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "method",
            "storageKey": null
          },
          (v11/*:: as any*/),
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
            "name": "bookedOn",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "payerName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reference",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "remittance",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "receiptNumber",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "unallocatedCents",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Client",
            "kind": "LinkedField",
            "name": "client",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PaymentAllocation",
            "kind": "LinkedField",
            "name": "allocations",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "documentNumber",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "matchedBy",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "undoneAt",
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
    "name": "PaymentsPageQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ReceivablesAgeing_query"
      },
      {
        "condition": "isManager",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "unmatched",
            "args": (v1/*:: as any*/),
            "concreteType": "QueryPaymentsConnection",
            "kind": "LinkedField",
            "name": "payments",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": "payments(first:50,unmatchedOnly:true)"
          },
          {
            "alias": "recent",
            "args": (v4/*:: as any*/),
            "concreteType": "QueryPaymentsConnection",
            "kind": "LinkedField",
            "name": "payments",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": "payments(first:30)"
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PaymentsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ReceivablesAgeing",
        "kind": "LinkedField",
        "name": "receivablesAgeing",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "asOf",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ReceivablesAgeingRow",
            "kind": "LinkedField",
            "name": "rows",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Client",
                "kind": "LinkedField",
                "name": "client",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ReceivablesAgeingTotals",
            "kind": "LinkedField",
            "name": "totals",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "condition": "isManager",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "unmatched",
            "args": (v1/*:: as any*/),
            "concreteType": "QueryPaymentsConnection",
            "kind": "LinkedField",
            "name": "payments",
            "plural": false,
            "selections": (v12/*:: as any*/),
            "storageKey": "payments(first:50,unmatchedOnly:true)"
          },
          {
            "alias": "recent",
            "args": (v4/*:: as any*/),
            "concreteType": "QueryPaymentsConnection",
            "kind": "LinkedField",
            "name": "payments",
            "plural": false,
            "selections": (v12/*:: as any*/),
            "storageKey": "payments(first:30)"
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "5499a0389a9f7b6a754f7e353b2e10ff",
    "id": null,
    "metadata": {},
    "name": "PaymentsPageQuery",
    "operationKind": "query",
    "text": "query PaymentsPageQuery(\n  $isManager: Boolean!\n) {\n  ...ReceivablesAgeing_query\n  unmatched: payments(unmatchedOnly: true, first: 50) @include(if: $isManager) {\n    edges {\n      node {\n        id\n        ...PaymentRow_payment\n      }\n    }\n  }\n  recent: payments(first: 30) @include(if: $isManager) {\n    edges {\n      node {\n        id\n        ...PaymentRow_payment\n      }\n    }\n  }\n}\n\nfragment PaymentRow_payment on Payment {\n  id\n  direction\n  method\n  amountCents\n  currency\n  bookedOn\n  payerName\n  reference\n  remittance\n  receiptNumber\n  unallocatedCents\n  client {\n    name\n    id\n  }\n  allocations {\n    id\n    amountCents\n    documentNumber\n    matchedBy\n    undoneAt\n  }\n}\n\nfragment ReceivablesAgeing_query on Query {\n  receivablesAgeing {\n    asOf\n    rows {\n      client {\n        id\n      }\n      name\n      notDueCents\n      days0To30Cents\n      days31To60Cents\n      days61PlusCents\n      totalCents\n    }\n    totals {\n      notDueCents\n      days0To30Cents\n      days31To60Cents\n      days61PlusCents\n      totalCents\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4ecf27ec6448a9e12855c44de609410a";

export default node;
