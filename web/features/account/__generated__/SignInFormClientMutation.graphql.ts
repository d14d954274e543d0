/**
 * @generated SignedSource<<abb5a62399b9944afeb98ef2d1d246aa>>
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
  readonly signIn: boolean;
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
    "kind": "ScalarField",
    "name": "signIn",
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
    "cacheID": "b6eb179cef7d2f7e758d3a036a6198ae",
    "id": null,
    "metadata": {},
    "name": "SignInFormClientMutation",
    "operationKind": "mutation",
    "text": "mutation SignInFormClientMutation(\n  $input: SignInInput!\n) {\n  signIn(input: $input)\n}\n"
  }
};
})();

(node as any).hash = "968a8e94742514ca9af24b5bd06d8084";

export default node;
