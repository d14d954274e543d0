/**
 * @generated SignedSource<<17c5fe1e6999c33b014a8256ce7defa2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type RejectClientInput = {
  clientId: string;
};
export type PendingClientRowRejectMutation$variables = {
  connections: ReadonlyArray<string>;
  input: RejectClientInput;
};
export type PendingClientRowRejectMutation$data = {
  readonly rejectClient: {
    readonly deletedClientId: string;
    readonly erasedClientId: string;
  };
};
export type PendingClientRowRejectMutation = {
  response: PendingClientRowRejectMutation$data;
  variables: PendingClientRowRejectMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedClientId",
  "storageKey": null
},
v4 = {
  "alias": "erasedClientId",
  "args": null,
  "kind": "ScalarField",
  "name": "deletedClientId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PendingClientRowRejectMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "RejectClientPayload",
        "kind": "LinkedField",
        "name": "rejectClient",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PendingClientRowRejectMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "RejectClientPayload",
        "kind": "LinkedField",
        "name": "rejectClient",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedClientId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          },
          (v4/*:: as any*/),
          {
            "alias": "erasedClientId",
            "args": null,
            "filters": null,
            "handle": "deleteRecord",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedClientId"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c248ff5f49c242aea0c12768fb056887",
    "id": null,
    "metadata": {},
    "name": "PendingClientRowRejectMutation",
    "operationKind": "mutation",
    "text": "mutation PendingClientRowRejectMutation(\n  $input: RejectClientInput!\n) {\n  rejectClient(input: $input) {\n    deletedClientId\n    erasedClientId: deletedClientId\n  }\n}\n"
  }
};
})();

(node as any).hash = "103983c62fe70b6474ef6ee4aa61423a";

export default node;
