/**
 * @generated SignedSource<<39bf6fd05073e8855914440b2d44b349>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type PaymentMethod = "CARD" | "CASH" | "TRANSFER" | "%future added value";
export type RecordRefundInput = {
  amountCents: number;
  bookedOn?: string | null | undefined;
  clientId?: string | null | undefined;
  creditNoteId?: string | null | undefined;
  method: PaymentMethod;
  note?: string | null | undefined;
};
export type RecordRefundMutation$variables = {
  input: RecordRefundInput;
};
export type RecordRefundMutation$data = {
  readonly recordRefund: {
    readonly payment: {
      readonly amountCents: number;
      readonly id: string;
    };
  };
};
export type RecordRefundMutation = {
  response: RecordRefundMutation$data;
  variables: RecordRefundMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "RecordRefundPayload",
    "kind": "LinkedField",
    "name": "recordRefund",
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
            "name": "amountCents",
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
    "name": "RecordRefundMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RecordRefundMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1da34e93872d58edf407286b8e854be0",
    "id": null,
    "metadata": {},
    "name": "RecordRefundMutation",
    "operationKind": "mutation",
    "text": "mutation RecordRefundMutation(\n  $input: RecordRefundInput!\n) {\n  recordRefund(input: $input) {\n    payment {\n      id\n      amountCents\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "fed5552363833831d935c0e964dc3dcd";

export default node;
