/**
 * @generated SignedSource<<fdf7c15a4f90b34ab9a0cbcc32d24371>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type UndoPaymentMatchInput = {
  allocationId: string;
};
export type PaymentRowUndoMutation$variables = {
  input: UndoPaymentMatchInput;
};
export type PaymentRowUndoMutation$data = {
  readonly undoPaymentMatch: {
    readonly allocation: {
      readonly id: string;
      readonly undoneAt: any | null | undefined;
    };
  };
};
export type PaymentRowUndoMutation = {
  response: PaymentRowUndoMutation$data;
  variables: PaymentRowUndoMutation$variables;
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
    "concreteType": "UndoPaymentMatchPayload",
    "kind": "LinkedField",
    "name": "undoPaymentMatch",
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
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PaymentRowUndoMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PaymentRowUndoMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "be1c69fa215bdb68f4087518d9877417",
    "id": null,
    "metadata": {},
    "name": "PaymentRowUndoMutation",
    "operationKind": "mutation",
    "text": "mutation PaymentRowUndoMutation(\n  $input: UndoPaymentMatchInput!\n) {\n  undoPaymentMatch(input: $input) {\n    allocation {\n      id\n      undoneAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "05e6468c4c9fc534342fdad66c58463e";

export default node;
