/**
 * @generated SignedSource<<bdd774aeb7860fcbe5323c8a73ca6ab4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ClientCardUnblockMutation$variables = {
  clientId: string;
};
export type ClientCardUnblockMutation$data = {
  readonly unblockClient: {
    readonly clientId: string;
  };
};
export type ClientCardUnblockMutation = {
  response: ClientCardUnblockMutation$data;
  variables: ClientCardUnblockMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "clientId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "clientId",
        "variableName": "clientId"
      }
    ],
    "concreteType": "AccountDecisionResult",
    "kind": "LinkedField",
    "name": "unblockClient",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "clientId",
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
    "name": "ClientCardUnblockMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ClientCardUnblockMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "8b6286e18cc6094d432a6379b011768d",
    "id": null,
    "metadata": {},
    "name": "ClientCardUnblockMutation",
    "operationKind": "mutation",
    "text": "mutation ClientCardUnblockMutation(\n  $clientId: ID!\n) {\n  unblockClient(clientId: $clientId) {\n    clientId\n  }\n}\n"
  }
};
})();

(node as any).hash = "3e9ebc9d82a1fccf1e562733a2dcc628";

export default node;
