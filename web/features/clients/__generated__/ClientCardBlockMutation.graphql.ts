/**
 * @generated SignedSource<<5fc8e1bd7d553b700fefd595d2ceb7f0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type OrganisationStatus = "APPROVED" | "ARCHIVED" | "BLOCKED" | "PENDING" | "%future added value";
export type BlockClientInput = {
  clientId: string;
  reason?: string | null | undefined;
};
export type ClientCardBlockMutation$variables = {
  connections: ReadonlyArray<string>;
  input: BlockClientInput;
};
export type ClientCardBlockMutation$data = {
  readonly blockClient: {
    readonly client: {
      readonly blockedReason: string | null | undefined;
      readonly id: string;
      readonly status: OrganisationStatus;
    } | null | undefined;
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
      "name": "blockedReason",
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
    "name": "ClientCardBlockMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "BlockClientPayload",
        "kind": "LinkedField",
        "name": "blockClient",
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
    "name": "ClientCardBlockMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "BlockClientPayload",
        "kind": "LinkedField",
        "name": "blockClient",
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
    "cacheID": "a5b1dec857e74fd4c22dd4d80a6934e9",
    "id": null,
    "metadata": {},
    "name": "ClientCardBlockMutation",
    "operationKind": "mutation",
    "text": "mutation ClientCardBlockMutation(\n  $input: BlockClientInput!\n) {\n  blockClient(input: $input) {\n    clientId\n    client {\n      id\n      status\n      blockedReason\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5aa44e57266cde45940aac8c780212e6";

export default node;
