/**
 * @generated SignedSource<<5caa603d36f98887f36b5b48554a87e1>>
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
export type SignInFormClientMutation$variables = {
  input: SignInInput;
};
export type SignInFormClientMutation$data = {
  readonly signIn: {
    readonly ok: boolean;
  };
};
export type SignInFormClientMutation = {
  response: SignInFormClientMutation$data;
  variables: SignInFormClientMutation$variables;
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
    "concreteType": "SignInPayload",
    "kind": "LinkedField",
    "name": "signIn",
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
    "name": "SignInFormClientMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SignInFormClientMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "75bdaf798123fac1486d79002c8f62a7",
    "id": null,
    "metadata": {},
    "name": "SignInFormClientMutation",
    "operationKind": "mutation",
    "text": "mutation SignInFormClientMutation(\n  $input: SignInInput!\n) {\n  signIn(input: $input) {\n    ok\n  }\n}\n"
  }
};
})();

(node as any).hash = "7a7d3c0956318542cbe0effa54f52452";

export default node;
