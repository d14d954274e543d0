/**
 * @generated SignedSource<<74b14f6f0e54462193117a1cf1a03925>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type SignInInput = {
  captcha: string;
  email: string;
  password: string;
};
export type SignInFormStaffMutation$variables = {
  input: SignInInput;
};
export type SignInFormStaffMutation$data = {
  readonly staffSignIn: boolean;
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
    "kind": "ScalarField",
    "name": "staffSignIn",
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
    "cacheID": "2e650ce31fe7d6f736aaec79d9f64d18",
    "id": null,
    "metadata": {},
    "name": "SignInFormStaffMutation",
    "operationKind": "mutation",
    "text": "mutation SignInFormStaffMutation(\n  $input: SignInInput!\n) {\n  staffSignIn(input: $input)\n}\n"
  }
};
})();

(node as any).hash = "f6cf4ae01330c21ef3e2e384e6e02de7";

export default node;
