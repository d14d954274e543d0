/**
 * @generated SignedSource<<376a4423aebec9a998bd22b18f120e5a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ResetPasswordInput = {
  password: string;
  passwordConfirmation: string;
  token: string;
};
export type ResetPasswordPageMutation$variables = {
  input: ResetPasswordInput;
};
export type ResetPasswordPageMutation$data = {
  readonly resetPassword: boolean;
};
export type ResetPasswordPageMutation = {
  response: ResetPasswordPageMutation$data;
  variables: ResetPasswordPageMutation$variables;
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
    "kind": "ScalarField",
    "name": "resetPassword",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ResetPasswordPageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ResetPasswordPageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "9853455f591ead9dd888eea77ca2362b",
    "id": null,
    "metadata": {},
    "name": "ResetPasswordPageMutation",
    "operationKind": "mutation",
    "text": "mutation ResetPasswordPageMutation(\n  $input: ResetPasswordInput!\n) {\n  resetPassword(input: $input)\n}\n"
  }
};
})();

(node as any).hash = "09aac3d5c1146375394b661a161cda8e";

export default node;
