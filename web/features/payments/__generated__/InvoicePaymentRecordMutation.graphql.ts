/**
 * @generated SignedSource<<4131934afaa13d5720777c49d99095f8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PaymentMethod = "CARD" | "CASH" | "TRANSFER" | "%future added value";
export type RecordPaymentInput = {
  amountCents: number;
  bookedOn?: string | null | undefined;
  documentId: string;
  method: PaymentMethod;
  note?: string | null | undefined;
  payerName?: string | null | undefined;
  receiptNumber?: string | null | undefined;
};
export type InvoicePaymentRecordMutation$variables = {
  input: RecordPaymentInput;
};
export type InvoicePaymentRecordMutation$data = {
  readonly recordPayment: {
    readonly payment: {
      readonly allocations: ReadonlyArray<{
        readonly invoice: {
          readonly " $fragmentSpreads": FragmentRefs<"InvoicePayment_invoice">;
        } | null | undefined;
      }>;
      readonly id: string;
    };
  };
};
export type InvoicePaymentRecordMutation = {
  response: InvoicePaymentRecordMutation$data;
  variables: InvoicePaymentRecordMutation$variables;
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
    "name": "InvoicePaymentRecordMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RecordPaymentPayload",
        "kind": "LinkedField",
        "name": "recordPayment",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Payment",
            "kind": "LinkedField",
            "name": "payment",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "PaymentAllocation",
                "kind": "LinkedField",
                "name": "allocations",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Invoice",
                    "kind": "LinkedField",
                    "name": "invoice",
                    "plural": false,
                    "selections": [
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "InvoicePayment_invoice"
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
    "name": "InvoicePaymentRecordMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RecordPaymentPayload",
        "kind": "LinkedField",
        "name": "recordPayment",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Payment",
            "kind": "LinkedField",
            "name": "payment",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "PaymentAllocation",
                "kind": "LinkedField",
                "name": "allocations",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Invoice",
                    "kind": "LinkedField",
                    "name": "invoice",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "number",
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
                        "name": "paidCents",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "openCents",
                        "storageKey": null
                      },
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
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "nextReminderOn",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "InvoiceReminder",
                        "kind": "LinkedField",
                        "name": "reminders",
                        "plural": true,
                        "selections": [
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
                        "concreteType": "InvoiceReminderPause",
                        "kind": "LinkedField",
                        "name": "remindersPause",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "reason",
                            "storageKey": null
                          }
                        ],
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
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "1610d578d688ceaaf25fa2edea4a41fd",
    "id": null,
    "metadata": {},
    "name": "InvoicePaymentRecordMutation",
    "operationKind": "mutation",
    "text": "mutation InvoicePaymentRecordMutation(\n  $input: RecordPaymentInput!\n) {\n  recordPayment(input: $input) {\n    payment {\n      id\n      allocations {\n        invoice {\n          ...InvoicePayment_invoice\n          id\n        }\n        id\n      }\n    }\n  }\n}\n\nfragment InvoicePayment_invoice on Invoice {\n  id\n  number\n  currency\n  paidCents\n  openCents\n  paymentState\n  overdue\n  nextReminderOn\n  reminders {\n    __typename\n  }\n  remindersPause {\n    reason\n  }\n}\n"
  }
};
})();

(node as any).hash = "9bef2d3e6055ad5e45d0a4c37b969861";

export default node;
