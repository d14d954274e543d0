/**
 * @generated SignedSource<<c8c80ca3aadb1c1c8eaab2b21dddfa7a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type RevokeApiTokenInput = {
  apiTokenId: string;
};
export type ApiTokenRowRevokeMutation$variables = {
  input: RevokeApiTokenInput;
};
export type ApiTokenRowRevokeMutation$data = {
  readonly revokeApiToken: {
    readonly apiToken: {
      readonly active: boolean;
      readonly id: string;
      readonly revokedAt: any | null | undefined;
    };
  };
};
export type ApiTokenRowRevokeMutation = {
  response: ApiTokenRowRevokeMutation$data;
  variables: ApiTokenRowRevokeMutation$variables;
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
    "concreteType": "RevokeApiTokenPayload",
    "kind": "LinkedField",
    "name": "revokeApiToken",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ApiToken",
        "kind": "LinkedField",
        "name": "apiToken",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "revokedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "active",
            "storageKey": null
          }
        ],
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
    "name": "ApiTokenRowRevokeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ApiTokenRowRevokeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "540963cbbff2ab3123cef0b75b803cf1",
    "id": null,
    "metadata": {},
    "name": "ApiTokenRowRevokeMutation",
    "operationKind": "mutation",
    "text": "mutation ApiTokenRowRevokeMutation(\n  $input: RevokeApiTokenInput!\n) {\n  revokeApiToken(input: $input) {\n    apiToken {\n      id\n      revokedAt\n      active\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "808f36c010d57d278e2e891ab9848eb6";

export default node;
