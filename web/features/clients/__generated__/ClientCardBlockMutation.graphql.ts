/**
 * @generated SignedSource<<c765229e25abb5107aa527a5e1016dd8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ClientCardBlockMutation$variables = {
  clientId: string;
  connections: ReadonlyArray<string>;
  reason: string;
};
export type ClientCardBlockMutation$data = {
  readonly blockClient: {
    readonly clientId: string;
  };
};
export type ClientCardBlockMutation = {
  response: ClientCardBlockMutation$data;
  variables: ClientCardBlockMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "clientId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "reason"
},
v3 = [
  {
    "kind": "Variable",
    "name": "clientId",
    "variableName": "clientId"
  },
  {
    "kind": "Variable",
    "name": "reason",
    "variableName": "reason"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "clientId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ClientCardBlockMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "AccountDecisionResult",
        "kind": "LinkedField",
        "name": "blockClient",
        "plural": false,
        "selections": [
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
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ClientCardBlockMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "AccountDecisionResult",
        "kind": "LinkedField",
        "name": "blockClient",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "clientId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "1f84a981b858988116302bfc87fc03e6",
    "id": null,
    "metadata": {},
    "name": "ClientCardBlockMutation",
    "operationKind": "mutation",
    "text": "mutation ClientCardBlockMutation(\n  $clientId: ID!\n  $reason: String!\n) {\n  blockClient(clientId: $clientId, reason: $reason) {\n    clientId\n  }\n}\n"
  }
};
})();

(node as any).hash = "d75b827379e6bdc0d4567ba3870343dc";

export default node;
