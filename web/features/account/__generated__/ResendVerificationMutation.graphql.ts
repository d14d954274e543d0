/**
 * @generated SignedSource<<cae29a4ca9c79c1ee2ea7544e563432f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ResendVerificationEmailInput = {
  email: string;
};
export type ResendVerificationMutation$variables = {
  input: ResendVerificationEmailInput;
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
    "concreteType": "ResendVerificationEmailPayload",
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
    "cacheID": "fb4c3822d76c0efd2e865e12beca01ad",
    "id": null,
    "metadata": {},
    "name": "ResendVerificationMutation",
    "operationKind": "mutation",
    "text": "mutation ResendVerificationMutation(\n  $input: ResendVerificationEmailInput!\n) {\n  resendVerificationEmail(input: $input) {\n    email\n    resendAvailableInSeconds\n  }\n}\n"
  }
};
})();

(node as any).hash = "1c70937e5e29a4a101f9a9c6056db50c";

export default node;
