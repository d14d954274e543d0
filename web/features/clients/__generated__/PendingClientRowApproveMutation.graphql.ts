/**
 * @generated SignedSource<<16abc8265b7ab657386ee2e741787878>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type OrganisationStatus = "APPROVED" | "ARCHIVED" | "BLOCKED" | "PENDING" | "%future added value";
export type ApproveClientInput = {
  clientId: string;
};
export type PendingClientRowApproveMutation$variables = {
  connections: ReadonlyArray<string>;
  input: ApproveClientInput;
};
export type PendingClientRowApproveMutation$data = {
  readonly approveClient: {
    readonly client: {
      readonly approvedAt: any | null | undefined;
      readonly id: string;
      readonly status: OrganisationStatus;
    } | null | undefined;
    readonly clientId: string;
  };
};
export type PendingClientRowApproveMutation = {
  response: PendingClientRowApproveMutation$data;
  variables: PendingClientRowApproveMutation$variables;
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
  "name": "clientId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "Client",
  "kind": "LinkedField",
  "name": "client",
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "approvedAt",
      "storageKey": null
    }
  ],
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
    "name": "PendingClientRowApproveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "ApproveClientPayload",
        "kind": "LinkedField",
        "name": "approveClient",
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
    "name": "PendingClientRowApproveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "ApproveClientPayload",
        "kind": "LinkedField",
        "name": "approveClient",
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
            "name": "clientId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ed5f2b9a403b772ded09fff8cf1dd434",
    "id": null,
    "metadata": {},
    "name": "PendingClientRowApproveMutation",
    "operationKind": "mutation",
    "text": "mutation PendingClientRowApproveMutation(\n  $input: ApproveClientInput!\n) {\n  approveClient(input: $input) {\n    clientId\n    client {\n      id\n      status\n      approvedAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0ac10ecd957f7645e16207b2ea50460b";

export default node;
