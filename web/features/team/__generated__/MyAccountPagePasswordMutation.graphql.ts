/**
 * @generated SignedSource<<6008565a5e2b10dbe7c9aac2d04f5d83>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ChangeMyPasswordInput = {
  currentPassword: string;
  newPassword: string;
  newPasswordConfirmation: string;
};
export type MyAccountPagePasswordMutation$variables = {
  input: ChangeMyPasswordInput;
};
export type MyAccountPagePasswordMutation$data = {
  readonly changeMyPassword: {
    readonly ok: boolean;
  };
};
export type MyAccountPagePasswordMutation = {
  response: MyAccountPagePasswordMutation$data;
  variables: MyAccountPagePasswordMutation$variables;
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
    "concreteType": "ChangeMyPasswordPayload",
    "kind": "LinkedField",
    "name": "changeMyPassword",
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
    "name": "MyAccountPagePasswordMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MyAccountPagePasswordMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "64ef3378ebb9e8e9e9b705d6bb6255cd",
    "id": null,
    "metadata": {},
    "name": "MyAccountPagePasswordMutation",
    "operationKind": "mutation",
    "text": "mutation MyAccountPagePasswordMutation(\n  $input: ChangeMyPasswordInput!\n) {\n  changeMyPassword(input: $input) {\n    ok\n  }\n}\n"
  }
};
})();

(node as any).hash = "190747dfedba772b26d43890643266ec";

export default node;
