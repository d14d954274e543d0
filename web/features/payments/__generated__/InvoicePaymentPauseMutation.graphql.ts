/**
 * @generated SignedSource<<5a417683ab476f2b81f02ba1723140f1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PauseInvoiceRemindersInput = {
  invoiceId: string;
  reason: string;
};
export type InvoicePaymentPauseMutation$variables = {
  input: PauseInvoiceRemindersInput;
};
export type InvoicePaymentPauseMutation$data = {
  readonly pauseInvoiceReminders: {
    readonly invoice: {
      readonly " $fragmentSpreads": FragmentRefs<"InvoicePayment_invoice">;
    };
  };
};
export type InvoicePaymentPauseMutation = {
  response: InvoicePaymentPauseMutation$data;
  variables: InvoicePaymentPauseMutation$variables;
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "InvoicePaymentPauseMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PauseInvoiceRemindersPayload",
        "kind": "LinkedField",
        "name": "pauseInvoiceReminders",
        "plural": false,
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
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InvoicePaymentPauseMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PauseInvoiceRemindersPayload",
        "kind": "LinkedField",
        "name": "pauseInvoiceReminders",
        "plural": false,
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
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "bd581978c9e1ce0e9a8028babb66aa43",
    "id": null,
    "metadata": {},
    "name": "InvoicePaymentPauseMutation",
    "operationKind": "mutation",
    "text": "mutation InvoicePaymentPauseMutation(\n  $input: PauseInvoiceRemindersInput!\n) {\n  pauseInvoiceReminders(input: $input) {\n    invoice {\n      ...InvoicePayment_invoice\n      id\n    }\n  }\n}\n\nfragment InvoicePayment_invoice on Invoice {\n  id\n  number\n  currency\n  paidCents\n  openCents\n  paymentState\n  overdue\n  nextReminderOn\n  reminders {\n    __typename\n  }\n  remindersPause {\n    reason\n  }\n}\n"
  }
};
})();

(node as any).hash = "232c850127cc5b738860ad0d1b6a5863";

export default node;
