/**
 * @generated SignedSource<<bb547b121763681ea710ad44785336e6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type InvoiceKind = "ADVANCE_INVOICE" | "CREDIT_NOTE" | "INVOICE" | "%future added value";
export type PaymentState = "OPEN" | "PAID" | "PART_PAID" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ReservationInvoices_reservation$data = {
  readonly id: string;
  readonly invoices: ReadonlyArray<{
    readonly currency: string;
    readonly dueDate: string | null | undefined;
    readonly id: string;
    readonly issueDate: string | null | undefined;
    readonly kind: InvoiceKind;
    readonly number: string | null | undefined;
    readonly overdue: boolean | null | undefined;
    readonly payableCents: number;
    readonly paymentState: PaymentState | null | undefined;
    readonly pdfUrl: string | null | undefined;
    readonly xmlUrl: string | null | undefined;
  }>;
  readonly " $fragmentType": "ReservationInvoices_reservation";
};
export type ReservationInvoices_reservation$key = {
  readonly " $data"?: ReservationInvoices_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReservationInvoices_reservation">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReservationInvoices_reservation",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Invoice",
      "kind": "LinkedField",
      "name": "invoices",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
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
          "name": "issueDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dueDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "payableCents",
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
          "name": "currency",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pdfUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "xmlUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Reservation",
  "abstractKey": null
};
})();

(node as any).hash = "ad090fa8eec7fe1fc11c1c2273061f6c";

export default node;
