/**
 * @generated SignedSource<<7fcd8b2581d3b70722b030b0cec7dd19>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ProfilePageDeleteMutation$variables = {
  confirmEmail: string;
};
export type ProfilePageDeleteMutation$data = {
  readonly deleteAccount: {
    readonly archivedUntil: any | null | undefined;
  };
};
export type ProfilePageDeleteMutation = {
  response: ProfilePageDeleteMutation$data;
  variables: ProfilePageDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "confirmEmail"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "confirmEmail",
        "variableName": "confirmEmail"
      }
    ],
    "concreteType": "DeleteAccountResult",
    "kind": "LinkedField",
    "name": "deleteAccount",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "archivedUntil",
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
    "name": "ProfilePageDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProfilePageDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b194053eb37400ac64e113417f9d9829",
    "id": null,
    "metadata": {},
    "name": "ProfilePageDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation ProfilePageDeleteMutation(\n  $confirmEmail: String!\n) {\n  deleteAccount(confirmEmail: $confirmEmail) {\n    archivedUntil\n  }\n}\n"
  }
};
})();

(node as any).hash = "ca537ba69160c3c4b8c939b58060da46";

export default node;
