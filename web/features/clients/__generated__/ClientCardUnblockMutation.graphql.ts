/**
 * @generated SignedSource<<7c39aab5ee14404bbf8c00c18d54f93d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type OrganisationStatus = "APPROVED" | "ARCHIVED" | "BLOCKED" | "PENDING" | "%future added value";
export type UnblockClientInput = {
  clientId: string;
};
export type ClientCardUnblockMutation$variables = {
  input: UnblockClientInput;
};
export type ClientCardUnblockMutation$data = {
  readonly unblockClient: {
    readonly client: {
      readonly blockedReason: string | null | undefined;
      readonly id: string;
      readonly status: OrganisationStatus;
    } | null | undefined;
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
    "concreteType": "UnblockClientPayload",
    "kind": "LinkedField",
    "name": "unblockClient",
    "plural": false,
    "selections": [
      {
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
    "cacheID": "1ef7f0f04d959fbabdc63461255c7ccd",
    "id": null,
    "metadata": {},
    "name": "ClientCardUnblockMutation",
    "operationKind": "mutation",
    "text": "mutation ClientCardUnblockMutation(\n  $input: UnblockClientInput!\n) {\n  unblockClient(input: $input) {\n    client {\n      id\n      status\n      blockedReason\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a19438589269f8fcea88eccf16e2afbd";

export default node;
