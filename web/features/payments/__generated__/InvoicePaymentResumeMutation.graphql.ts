/**
 * @generated SignedSource<<10d94605d6ba906280ba7435f6c35545>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ResumeInvoiceRemindersInput = {
  invoiceId: string;
};
export type InvoicePaymentResumeMutation$variables = {
  input: ResumeInvoiceRemindersInput;
};
export type InvoicePaymentResumeMutation$data = {
  readonly resumeInvoiceReminders: {
    readonly invoice: {
      readonly " $fragmentSpreads": FragmentRefs<"InvoicePayment_invoice">;
    };
  };
};
export type InvoicePaymentResumeMutation = {
  response: InvoicePaymentResumeMutation$data;
  variables: InvoicePaymentResumeMutation$variables;
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
    "name": "InvoicePaymentResumeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ResumeInvoiceRemindersPayload",
        "kind": "LinkedField",
        "name": "resumeInvoiceReminders",
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
    "name": "InvoicePaymentResumeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ResumeInvoiceRemindersPayload",
        "kind": "LinkedField",
        "name": "resumeInvoiceReminders",
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
    "cacheID": "6163f874f533ac86c75c54c159021990",
    "id": null,
    "metadata": {},
    "name": "InvoicePaymentResumeMutation",
    "operationKind": "mutation",
    "text": "mutation InvoicePaymentResumeMutation(\n  $input: ResumeInvoiceRemindersInput!\n) {\n  resumeInvoiceReminders(input: $input) {\n    invoice {\n      ...InvoicePayment_invoice\n      id\n    }\n  }\n}\n\nfragment InvoicePayment_invoice on Invoice {\n  id\n  number\n  currency\n  paidCents\n  openCents\n  paymentState\n  overdue\n  nextReminderOn\n  reminders {\n    __typename\n  }\n  remindersPause {\n    reason\n  }\n}\n"
  }
};
})();

(node as any).hash = "d5c23b0972e4235598d5e6b26f893363";

export default node;
