/**
 * @generated SignedSource<<4cffcb70ea6d36e0001a573dba9a26eb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PaymentState = "OPEN" | "PAID" | "PART_PAID" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type InvoicePayment_invoice$data = {
  readonly currency: string;
  readonly id: string;
  readonly nextReminderOn: string | null | undefined;
  readonly number: string | null | undefined;
  readonly openCents: number | null | undefined;
  readonly overdue: boolean | null | undefined;
  readonly paidCents: number | null | undefined;
  readonly paymentState: PaymentState | null | undefined;
  readonly reminders: ReadonlyArray<{
    readonly __typename: "InvoiceReminder";
  }>;
  readonly remindersPause: {
    readonly reason: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "InvoicePayment_invoice";
};
export type InvoicePayment_invoice$key = {
  readonly " $data"?: InvoicePayment_invoice$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvoicePayment_invoice">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InvoicePayment_invoice",
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
  "type": "Invoice",
  "abstractKey": null
};

(node as any).hash = "6933cb10dc24c56f1f0f34f4b11116d6";

export default node;
