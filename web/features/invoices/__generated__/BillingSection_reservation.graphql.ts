/**
 * @generated SignedSource<<e46742110b16a0db71089d9fc3725898>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type FeeReason = "LATE_CANCELLATION" | "NO_SHOW" | "%future added value";
export type InvoiceKind = "ADVANCE_INVOICE" | "CREDIT_NOTE" | "INVOICE" | "%future added value";
export type ReservationStatus = "CREATED" | "DELETED" | "FINISHED" | "SCHEDULED" | "WAITING" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type BillingSection_reservation$data = {
  readonly fee: {
    readonly amountCents: number;
    readonly currency: string;
    readonly guests: number;
    readonly perGuestCents: number;
    readonly percent: number;
    readonly reason: FeeReason;
    readonly waived: boolean;
  } | null | undefined;
  readonly feeWaiver: {
    readonly by: {
      readonly name: string;
    } | null | undefined;
    readonly reason: string | null | undefined;
  } | null | undefined;
  readonly id: string;
  readonly invoiceDraft: {
    readonly currency: string;
    readonly draftBasis: {
      readonly agreementName: string | null | undefined;
      readonly billedGuests: number;
      readonly freePlaces: number;
      readonly guaranteedMinimum: number;
      readonly includesVat: boolean;
      readonly paymentTermsDays: number;
      readonly perGuestCents: number;
      readonly underAgreement: boolean;
      readonly vatRateBp: number;
    } | null | undefined;
    readonly id: string;
    readonly lines: ReadonlyArray<{
      readonly id: string | null | undefined;
    }>;
    readonly " $fragmentSpreads": FragmentRefs<"InvoiceLines_invoice">;
  } | null | undefined;
  readonly invoices: ReadonlyArray<{
    readonly correctsInvoice: {
      readonly number: string | null | undefined;
    } | null | undefined;
    readonly creditedBy: {
      readonly number: string | null | undefined;
    } | null | undefined;
    readonly currency: string;
    readonly id: string;
    readonly issueDate: string | null | undefined;
    readonly kind: InvoiceKind;
    readonly number: string | null | undefined;
    readonly payableCents: number;
    readonly pdfUrl: string | null | undefined;
    readonly xmlUrl: string | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"InvoicePayment_invoice">;
  }>;
  readonly orderNumber: string;
  readonly status: ReservationStatus;
  readonly " $fragmentType": "BillingSection_reservation";
};
export type BillingSection_reservation$key = {
  readonly " $data"?: BillingSection_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"BillingSection_reservation">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reason",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "perGuestCents",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v5 = [
  (v4/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BillingSection_reservation",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orderNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ReservationFee",
      "kind": "LinkedField",
      "name": "fee",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "percent",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "guests",
          "storageKey": null
        },
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amountCents",
          "storageKey": null
        },
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "waived",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FeeWaiver",
      "kind": "LinkedField",
      "name": "feeWaiver",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "StaffMember",
          "kind": "LinkedField",
          "name": "by",
          "plural": false,
          "selections": [
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
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Invoice",
      "kind": "LinkedField",
      "name": "invoiceDraft",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "InvoiceLine",
          "kind": "LinkedField",
          "name": "lines",
          "plural": true,
          "selections": [
            (v0/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "InvoiceDraftBasis",
          "kind": "LinkedField",
          "name": "draftBasis",
          "plural": false,
          "selections": [
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "includesVat",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "vatRateBp",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "underAgreement",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "agreementName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "paymentTermsDays",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "billedGuests",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "guaranteedMinimum",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "freePlaces",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "InvoiceLines_invoice"
        }
      ],
      "storageKey": null
    },
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
        (v4/*:: as any*/),
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
          "name": "payableCents",
          "storageKey": null
        },
        (v3/*:: as any*/),
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
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Invoice",
          "kind": "LinkedField",
          "name": "creditedBy",
          "plural": false,
          "selections": (v5/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Invoice",
          "kind": "LinkedField",
          "name": "correctsInvoice",
          "plural": false,
          "selections": (v5/*:: as any*/),
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "InvoicePayment_invoice"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Reservation",
  "abstractKey": null
};
})();

(node as any).hash = "eaa7575a269cd9d932dad435cc43d475";

export default node;
