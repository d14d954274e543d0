/**
 * @generated SignedSource<<cbf0c1c02d42ce3295daee30a74a1b4a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type MarkReservationMessagesReadInput = {
  reservationId: string;
};
export type ConversationReadMutation$variables = {
  input: MarkReservationMessagesReadInput;
};
export type ConversationReadMutation$data = {
  readonly markReservationMessagesRead: {
    readonly reservation: {
      readonly id: string;
      readonly unreadMessages: number;
    };
  };
};
export type ConversationReadMutation = {
  response: ConversationReadMutation$data;
  variables: ConversationReadMutation$variables;
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
    "concreteType": "MarkReservationMessagesReadPayload",
    "kind": "LinkedField",
    "name": "markReservationMessagesRead",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Reservation",
        "kind": "LinkedField",
        "name": "reservation",
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
            "name": "unreadMessages",
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
    "name": "ConversationReadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ConversationReadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1185e5d20a03d25b9e8e47085b761cf7",
    "id": null,
    "metadata": {},
    "name": "ConversationReadMutation",
    "operationKind": "mutation",
    "text": "mutation ConversationReadMutation(\n  $input: MarkReservationMessagesReadInput!\n) {\n  markReservationMessagesRead(input: $input) {\n    reservation {\n      id\n      unreadMessages\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c430a9fdfcc88d4f017a10ae8222124b";

export default node;
