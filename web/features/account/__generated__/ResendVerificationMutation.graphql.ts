/**
 * @generated SignedSource<<8edba5c12525b7c28cf41da985cf3457>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ResendVerificationMutation$variables = {
  email: string;
};
export type ResendVerificationMutation$data = {
  readonly resendVerificationEmail: {
    readonly email: string;
    readonly resendAvailableInSeconds: number;
  };
};
export type ResendVerificationMutation = {
  response: ResendVerificationMutation$data;
  variables: ResendVerificationMutation$variables;
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
    "concreteType": "ResendInfo",
    "kind": "LinkedField",
    "name": "resendVerificationEmail",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "email",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "resendAvailableInSeconds",
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
    "name": "ResendVerificationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ResendVerificationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c5560c1975b7ec2c8e9a9ebdc30eb7fb",
    "id": null,
    "metadata": {},
    "name": "ResendVerificationMutation",
    "operationKind": "mutation",
    "text": "mutation ResendVerificationMutation(\n  $email: String!\n) {\n  resendVerificationEmail(email: $email) {\n    email\n    resendAvailableInSeconds\n  }\n}\n"
  }
};
})();

(node as any).hash = "66e251479bcb1835b71d829eb699adb9";

export default node;
