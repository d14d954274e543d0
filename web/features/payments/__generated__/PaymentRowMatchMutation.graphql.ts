/**
 * @generated SignedSource<<0328dc746f024e8035be18770dc51184>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type MatchPaymentInput = {
  amountCents?: number | null | undefined;
  documentId: string;
  paymentId: string;
};
export type PaymentRowMatchMutation$variables = {
  input: MatchPaymentInput;
};
export type PaymentRowMatchMutation$data = {
  readonly matchPayment: {
    readonly allocation: {
      readonly id: string;
    };
  };
};
export type PaymentRowMatchMutation = {
  response: PaymentRowMatchMutation$data;
  variables: PaymentRowMatchMutation$variables;
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
    "concreteType": "MatchPaymentPayload",
    "kind": "LinkedField",
    "name": "matchPayment",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PaymentAllocation",
        "kind": "LinkedField",
        "name": "allocation",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
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
    "name": "PaymentRowMatchMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PaymentRowMatchMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "0795f26e13b86192b51e0c85a6bbe2a9",
    "id": null,
    "metadata": {},
    "name": "PaymentRowMatchMutation",
    "operationKind": "mutation",
    "text": "mutation PaymentRowMatchMutation(\n  $input: MatchPaymentInput!\n) {\n  matchPayment(input: $input) {\n    allocation {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b260f01dcc5749e8f827575197ffc9a0";

export default node;
