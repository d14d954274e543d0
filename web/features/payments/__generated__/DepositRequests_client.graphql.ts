/**
 * @generated SignedSource<<63b8282f7f3670277a2791e1e62a64ad>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PaymentRequestStatus = "CANCELLED" | "OPEN" | "PAID" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type DepositRequests_client$data = {
  readonly paymentRequests: ReadonlyArray<{
    readonly amountCents: number;
    readonly currency: string;
    readonly dueDate: string;
    readonly id: string;
    readonly number: string;
    readonly paymentQr: {
      readonly " $fragmentSpreads": FragmentRefs<"PayByTransfer_qr">;
    } | null | undefined;
    readonly pdfUrl: string;
    readonly reservation: {
      readonly orderNumber: string;
    } | null | undefined;
    readonly status: PaymentRequestStatus;
  }>;
  readonly " $fragmentType": "DepositRequests_client";
};
export type DepositRequests_client$key = {
  readonly " $data"?: DepositRequests_client$data;
  readonly " $fragmentSpreads": FragmentRefs<"DepositRequests_client">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DepositRequests_client",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentRequest",
      "kind": "LinkedField",
      "name": "paymentRequests",
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
          "name": "number",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amountCents",
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
          "name": "dueDate",
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
          "kind": "ScalarField",
          "name": "pdfUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PaymentQr",
          "kind": "LinkedField",
          "name": "paymentQr",
          "plural": false,
          "selections": [
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "PayByTransfer_qr"
            }
          ],
          "storageKey": null
        },
        {
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
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Client",
  "abstractKey": null
};

(node as any).hash = "c8af865a8e4359823add3f233898d4b2";

export default node;
