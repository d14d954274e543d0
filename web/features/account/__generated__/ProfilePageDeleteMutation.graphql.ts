/**
 * @generated SignedSource<<9b00c0790ee35bff61f8d0efd44f58e9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type DeleteAccountInput = {
  confirmEmail: string;
};
export type ProfilePageDeleteMutation$variables = {
  input: DeleteAccountInput;
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
    "concreteType": "DeleteAccountPayload",
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
    "cacheID": "b9fdbe727e68c71630156ef07905c502",
    "id": null,
    "metadata": {},
    "name": "ProfilePageDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation ProfilePageDeleteMutation(\n  $input: DeleteAccountInput!\n) {\n  deleteAccount(input: $input) {\n    archivedUntil\n  }\n}\n"
  }
};
})();

(node as any).hash = "ba17344585545ec2d967f9e373634d05";

export default node;
