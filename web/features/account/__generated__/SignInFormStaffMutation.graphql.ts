/**
 * @generated SignedSource<<8dabbec01b7c791617643b1ba6651134>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type StaffSignInInput = {
  captcha: string;
  email: string;
  password: string;
};
export type SignInFormStaffMutation$variables = {
  input: StaffSignInInput;
};
export type SignInFormStaffMutation$data = {
  readonly staffSignIn: {
    readonly ok: boolean;
  };
};
export type SignInFormStaffMutation = {
  response: SignInFormStaffMutation$data;
  variables: SignInFormStaffMutation$variables;
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
    "concreteType": "StaffSignInPayload",
    "kind": "LinkedField",
    "name": "staffSignIn",
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
    "name": "SignInFormStaffMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SignInFormStaffMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "e347b174e57926adc9f7e3da15f8bae9",
    "id": null,
    "metadata": {},
    "name": "SignInFormStaffMutation",
    "operationKind": "mutation",
    "text": "mutation SignInFormStaffMutation(\n  $input: StaffSignInInput!\n) {\n  staffSignIn(input: $input) {\n    ok\n  }\n}\n"
  }
};
})();

(node as any).hash = "7fa29f5b06e9031c0c6aa9d5844c3f36";

export default node;
