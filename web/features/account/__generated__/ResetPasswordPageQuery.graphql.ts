/**
 * @generated SignedSource<<b3fed5cf51a5845a101bf67a4c0ae0c2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ResetPasswordPageQuery$variables = {
  token: string;
};
export type ResetPasswordPageQuery$data = {
  readonly passwordResetLinkValid: boolean;
};
export type ResetPasswordPageQuery = {
  response: ResetPasswordPageQuery$data;
  variables: ResetPasswordPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "kind": "ScalarField",
    "name": "passwordResetLinkValid",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ResetPasswordPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ResetPasswordPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "e8b13855f5a409bb69bc929aede2fa49",
    "id": null,
    "metadata": {},
    "name": "ResetPasswordPageQuery",
    "operationKind": "query",
    "text": "query ResetPasswordPageQuery(\n  $token: String!\n) {\n  passwordResetLinkValid(token: $token)\n}\n"
  }
};
})();

(node as any).hash = "4767d562f072eb84d853983dc2894db0";

export default node;
