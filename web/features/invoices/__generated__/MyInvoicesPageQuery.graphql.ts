/**
 * @generated SignedSource<<4d72def7c007bce6f6d5d4fb2ddc1356>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PaymentRequestStatus = "CANCELLED" | "OPEN" | "PAID" | "%future added value";
export type MyInvoicesPageQuery$variables = {
  from: string;
  to: string;
};
export type MyInvoicesPageQuery$data = {
  readonly viewer: {
    readonly client: {
      readonly accountStatement: {
        readonly currency: string;
        readonly openCents: number;
        readonly openItems: ReadonlyArray<{
          readonly daysOverdue: number;
          readonly dueDate: string | null | undefined;
          readonly openCents: number;
        }>;
      };
      readonly balance: {
        readonly balanceCents: number;
      };
      readonly id: string;
      readonly paymentRequests: ReadonlyArray<{
        readonly amountCents: number;
        readonly dueDate: string;
        readonly status: PaymentRequestStatus;
      }>;
      readonly " $fragmentSpreads": FragmentRefs<"DepositRequests_client" | "MyInvoicesPage_client">;
    } | null | undefined;
  };
};
export type MyInvoicesPageQuery = {
  response: MyInvoicesPageQuery$data;
  variables: MyInvoicesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "from"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "to"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "OrganisationBalance",
  "kind": "LinkedField",
  "name": "balance",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "balanceCents",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dueDate",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amountCents",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "openCents",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "from",
      "variableName": "from"
    },
    {
      "kind": "Variable",
      "name": "to",
      "variableName": "to"
    }
  ],
  "concreteType": "AccountStatement",
  "kind": "LinkedField",
  "name": "accountStatement",
  "plural": false,
  "selections": [
    (v6/*:: as any*/),
    (v7/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "AccountStatementOpenItem",
      "kind": "LinkedField",
      "name": "openItems",
      "plural": true,
      "selections": [
        (v4/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "daysOverdue",
          "storageKey": null
        },
        (v7/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pdfUrl",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "PaymentQr",
  "kind": "LinkedField",
  "name": "paymentQr",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "payload",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "size",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "path",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "Reservation",
  "kind": "LinkedField",
  "name": "reservation",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orderNumber",
      "storageKey": null
    },
    (v1/*:: as any*/)
  ],
  "storageKey": null
},
v13 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MyInvoicesPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Client",
            "kind": "LinkedField",
            "name": "client",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "PaymentRequest",
                "kind": "LinkedField",
                "name": "paymentRequests",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              },
              (v8/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "DepositRequests_client"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "MyInvoicesPage_client"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MyInvoicesPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Client",
            "kind": "LinkedField",
            "name": "client",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "PaymentRequest",
                "kind": "LinkedField",
                "name": "paymentRequests",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v1/*:: as any*/),
                  (v9/*:: as any*/),
                  (v6/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/)
                ],
                "storageKey": null
              },
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": (v13/*:: as any*/),
                "concreteType": "ClientInvoicesConnection",
                "kind": "LinkedField",
                "name": "invoices",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ClientInvoicesConnectionEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Invoice",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v1/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "kind",
                            "storageKey": null
                          },
                          (v9/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "issueDate",
                            "storageKey": null
                          },
                          (v4/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "payableCents",
                            "storageKey": null
                          },
                          (v7/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "paymentState",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "overdue",
                            "storageKey": null
                          },
                          (v6/*:: as any*/),
                          (v10/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "xmlUrl",
                            "storageKey": null
                          },
                          (v11/*:: as any*/),
                          (v12/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Invoice",
                            "kind": "LinkedField",
                            "name": "correctsInvoice",
                            "plural": false,
                            "selections": [
                              (v9/*:: as any*/),
                              (v1/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "__typename",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "cursor",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PageInfo",
                    "kind": "LinkedField",
                    "name": "pageInfo",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "endCursor",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "hasNextPage",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "invoices(first:20)"
              },
              {
                "alias": null,
                "args": (v13/*:: as any*/),
                "filters": null,
                "handle": "connection",
                "key": "MyInvoicesPage_invoices",
                "kind": "LinkedHandle",
                "name": "invoices"
              }
            ],
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c531d6bc19a2b9bc322207f54a8ed5ee",
    "id": null,
    "metadata": {},
    "name": "MyInvoicesPageQuery",
    "operationKind": "query",
    "text": "query MyInvoicesPageQuery(\n  $from: String!\n  $to: String!\n) {\n  viewer {\n    client {\n      id\n      balance {\n        balanceCents\n      }\n      paymentRequests {\n        status\n        dueDate\n        amountCents\n        id\n      }\n      accountStatement(from: $from, to: $to) {\n        currency\n        openCents\n        openItems {\n          dueDate\n          daysOverdue\n          openCents\n        }\n      }\n      ...DepositRequests_client\n      ...MyInvoicesPage_client\n    }\n    id\n  }\n}\n\nfragment DepositRequests_client on Client {\n  paymentRequests {\n    id\n    number\n    amountCents\n    currency\n    dueDate\n    status\n    pdfUrl\n    paymentQr {\n      ...PayByTransfer_qr\n    }\n    reservation {\n      orderNumber\n      id\n    }\n  }\n}\n\nfragment MyInvoicesPage_client on Client {\n  invoices(first: 20) {\n    edges {\n      node {\n        id\n        kind\n        number\n        issueDate\n        dueDate\n        payableCents\n        openCents\n        paymentState\n        overdue\n        currency\n        pdfUrl\n        xmlUrl\n        paymentQr {\n          ...PayByTransfer_qr\n        }\n        reservation {\n          orderNumber\n          id\n        }\n        correctsInvoice {\n          number\n          id\n        }\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n\nfragment PayByTransfer_qr on PaymentQr {\n  payload\n  size\n  path\n}\n"
  }
};
})();

(node as any).hash = "3b49516e2c82a07a88df71bb5a28d8a3";

export default node;
