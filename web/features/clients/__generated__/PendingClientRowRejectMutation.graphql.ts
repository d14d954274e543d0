/**
 * @generated SignedSource<<f00fdd79ce88ca88e5e05754451fe049>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type PendingClientRowRejectMutation$variables = {
  clientId: string;
  connections: ReadonlyArray<string>;
};
export type PendingClientRowRejectMutation$data = {
  readonly rejectClient: {
    readonly clientId: string;
  };
};
export type PendingClientRowRejectMutation = {
  response: PendingClientRowRejectMutation$data;
  variables: PendingClientRowRejectMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "clientId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "connections"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "clientId",
    "variableName": "clientId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "clientId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PendingClientRowRejectMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AccountDecisionResult",
        "kind": "LinkedField",
        "name": "rejectClient",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PendingClientRowRejectMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AccountDecisionResult",
        "kind": "LinkedField",
        "name": "rejectClient",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
    "cacheID": "48345b3657663f5cd26bc5994a3f6a69",
    "id": null,
    "metadata": {},
    "name": "PendingClientRowRejectMutation",
    "operationKind": "mutation",
    "text": "mutation PendingClientRowRejectMutation(\n  $clientId: ID!\n) {\n  rejectClient(clientId: $clientId) {\n    clientId\n  }\n}\n"
  }
};
})();

(node as any).hash = "ec805dd848a20d46ef4d20078b9ad9bd";

export default node;
