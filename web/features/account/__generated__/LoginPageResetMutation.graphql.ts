/**
 * @generated SignedSource<<9375243bc5cb3e881e42c04e6ca786ac>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type RequestPasswordResetInput = {
  email: string;
};
export type LoginPageResetMutation$variables = {
  input: RequestPasswordResetInput;
};
export type LoginPageResetMutation$data = {
  readonly requestPasswordReset: {
    readonly ok: boolean;
  };
};
export type LoginPageResetMutation = {
  response: LoginPageResetMutation$data;
  variables: LoginPageResetMutation$variables;
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
    "name": "LoginPageResetMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LoginPageResetMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "a7aba6c05e0f8f50c6c5fc03271ce030",
    "id": null,
    "metadata": {},
    "name": "LoginPageResetMutation",
    "operationKind": "mutation",
    "text": "mutation LoginPageResetMutation(\n  $input: RequestPasswordResetInput!\n) {\n  requestPasswordReset(input: $input) {\n    ok\n  }\n}\n"
  }
};
})();

(node as any).hash = "7753182e3fe203b1d0d030ef5e27d318";

export default node;
