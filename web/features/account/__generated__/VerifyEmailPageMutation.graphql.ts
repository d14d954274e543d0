/**
 * @generated SignedSource<<856145c3e81864c8efc43b800c0a8c4d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type VerifyEmailPageMutation$variables = {
  token: string;
};
export type VerifyEmailPageMutation$data = {
  readonly verifyEmail: boolean;
};
export type VerifyEmailPageMutation = {
  response: VerifyEmailPageMutation$data;
  variables: VerifyEmailPageMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "kind": "ScalarField",
    "name": "verifyEmail",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "VerifyEmailPageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "VerifyEmailPageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ccedbfc5756c4f53960dad6de8235a21",
    "id": null,
    "metadata": {},
    "name": "VerifyEmailPageMutation",
    "operationKind": "mutation",
    "text": "mutation VerifyEmailPageMutation(\n  $token: String!\n) {\n  verifyEmail(token: $token)\n}\n"
  }
};
})();

(node as any).hash = "f69619e41f1f0d76e1395424a40f6f49";

export default node;
