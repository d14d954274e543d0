/**
 * @generated SignedSource<<79ec1c8bd5aabe353bc634973a35c5ca>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PaymentDirection = "IN" | "OUT" | "%future added value";
export type PaymentMatch = "MANUAL" | "RECORDED" | "REFERENCE" | "REMITTANCE" | "%future added value";
export type PaymentMethod = "CARD" | "CASH" | "TRANSFER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type PaymentRow_payment$data = {
  readonly allocations: ReadonlyArray<{
    readonly amountCents: number;
    readonly documentNumber: string;
    readonly id: string;
    readonly matchedBy: PaymentMatch;
    readonly undoneAt: any | null | undefined;
  }>;
  readonly amountCents: number;
  readonly bookedOn: string;
  readonly client: {
    readonly name: string;
  } | null | undefined;
  readonly currency: string;
  readonly direction: PaymentDirection;
  readonly id: string;
  readonly method: PaymentMethod;
  readonly payerName: string | null | undefined;
  readonly receiptNumber: string | null | undefined;
  readonly reference: string | null | undefined;
  readonly remittance: string | null | undefined;
  readonly unallocatedCents: number;
  readonly " $fragmentType": "PaymentRow_payment";
};
export type PaymentRow_payment$key = {
  readonly " $data"?: PaymentRow_payment$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentRow_payment">;
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
  "name": "amountCents",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaymentRow_payment",
  "selections": [
    (v0/*:: as any*/),
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
    (v1/*:: as any*/),
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
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
        (v0/*:: as any*/),
        (v1/*:: as any*/),
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
  "type": "Payment",
  "abstractKey": null
};
})();

(node as any).hash = "e91f45a0f3ab128de4d12ea73fe23a00";

export default node;
