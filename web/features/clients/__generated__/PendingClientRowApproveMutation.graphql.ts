/**
 * @generated SignedSource<<c62ff85491836837d6ab6118b0035e2a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type PendingClientRowApproveMutation$variables = {
  clientId: string;
  connections: ReadonlyArray<string>;
};
export type PendingClientRowApproveMutation$data = {
  readonly approveClient: {
    readonly clientId: string;
  };
};
export type PendingClientRowApproveMutation = {
  response: PendingClientRowApproveMutation$data;
  variables: PendingClientRowApproveMutation$variables;
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
    "name": "PendingClientRowApproveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AccountDecisionResult",
        "kind": "LinkedField",
        "name": "approveClient",
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
    "name": "PendingClientRowApproveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AccountDecisionResult",
        "kind": "LinkedField",
        "name": "approveClient",
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
    "cacheID": "1482308fff281a534bcf57c06b6d2b49",
    "id": null,
    "metadata": {},
    "name": "PendingClientRowApproveMutation",
    "operationKind": "mutation",
    "text": "mutation PendingClientRowApproveMutation(\n  $clientId: ID!\n) {\n  approveClient(clientId: $clientId) {\n    clientId\n  }\n}\n"
  }
};
})();

(node as any).hash = "108d706aa09c46671f4da850b339d5f3";

export default node;
