/**
 * @generated SignedSource<<bcb34bcfe60512d4be5111230661adbe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type RequestPasswordResetInput = {
  email: string;
};
export type ForgotPasswordFormMutation$variables = {
  input: RequestPasswordResetInput;
};
export type ForgotPasswordFormMutation$data = {
  readonly requestPasswordReset: {
    readonly ok: boolean;
  };
};
export type ForgotPasswordFormMutation = {
  response: ForgotPasswordFormMutation$data;
  variables: ForgotPasswordFormMutation$variables;
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
    "concreteType": "RequestPasswordResetPayload",
    "kind": "LinkedField",
    "name": "requestPasswordReset",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ok",
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
    "name": "ForgotPasswordFormMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ForgotPasswordFormMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "3d6fd5209a32ddb6787fdddab6252355",
    "id": null,
    "metadata": {},
    "name": "ForgotPasswordFormMutation",
    "operationKind": "mutation",
    "text": "mutation ForgotPasswordFormMutation(\n  $input: RequestPasswordResetInput!\n) {\n  requestPasswordReset(input: $input) {\n    ok\n  }\n}\n"
  }
};
})();

(node as any).hash = "3b3c58cc4739f353bd1138e81cc2e0ea";

export default node;
