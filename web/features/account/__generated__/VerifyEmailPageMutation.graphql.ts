/**
 * @generated SignedSource<<e2dba95854c9bb774acd0e563166c0a5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type VerifyEmailInput = {
  token: string;
};
export type VerifyEmailPageMutation$variables = {
  input: VerifyEmailInput;
};
export type VerifyEmailPageMutation$data = {
  readonly verifyEmail: {
    readonly ok: boolean;
  };
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
    "concreteType": "VerifyEmailPayload",
    "kind": "LinkedField",
    "name": "verifyEmail",
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
    "cacheID": "67b6aaaad0131c21e942710e05982bfa",
    "id": null,
    "metadata": {},
    "name": "VerifyEmailPageMutation",
    "operationKind": "mutation",
    "text": "mutation VerifyEmailPageMutation(\n  $input: VerifyEmailInput!\n) {\n  verifyEmail(input: $input) {\n    ok\n  }\n}\n"
  }
};
})();

(node as any).hash = "b6f7a7f8c05b0caae04a650abfeee74f";

export default node;
