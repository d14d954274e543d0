/**
 * @generated SignedSource<<83eaf14751b63ea1e5021a97bc618004>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type LoginPageResetMutation$variables = {
  email: string;
};
export type LoginPageResetMutation$data = {
  readonly requestPasswordReset: boolean;
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
    "name": "email"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "email",
        "variableName": "email"
      }
    ],
    "kind": "ScalarField",
    "name": "requestPasswordReset",
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
    "cacheID": "5b9d10ee826f8800fb0573d36909a812",
    "id": null,
    "metadata": {},
    "name": "LoginPageResetMutation",
    "operationKind": "mutation",
    "text": "mutation LoginPageResetMutation(\n  $email: String!\n) {\n  requestPasswordReset(email: $email)\n}\n"
  }
};
})();

(node as any).hash = "70661a39ba7c3886a8d8ba0226a1c9d4";

export default node;
