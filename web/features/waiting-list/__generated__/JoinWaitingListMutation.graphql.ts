/**
 * @generated SignedSource<<292aa869f4c7aa1d9ee3862d56b71454>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
export type WaitingListStatus = "BOOKED" | "ENDED" | "LEFT" | "OFFERED" | "WAITING" | "%future added value";
export type JoinWaitingListInput = {
  coaches?: number | null | undefined;
  day: string;
  guests: number;
  seatReservation: boolean;
  type: StopType;
  windowEnd: string;
  windowStart: string;
};
export type JoinWaitingListMutation$variables = {
  input: JoinWaitingListInput;
};
export type JoinWaitingListMutation$data = {
  readonly joinWaitingList: {
    readonly entry: {
      readonly day: string;
      readonly id: string;
      readonly status: WaitingListStatus;
      readonly windowEnd: string;
      readonly windowStart: string;
    };
  };
};
export type JoinWaitingListMutation = {
  response: JoinWaitingListMutation$data;
  variables: JoinWaitingListMutation$variables;
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
    "concreteType": "JoinWaitingListPayload",
    "kind": "LinkedField",
    "name": "joinWaitingList",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "WaitingListEntry",
        "kind": "LinkedField",
        "name": "entry",
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
            "name": "day",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "windowStart",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "windowEnd",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
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
    "name": "JoinWaitingListMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "JoinWaitingListMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "94eb3068f38e94f880175faa20991212",
    "id": null,
    "metadata": {},
    "name": "JoinWaitingListMutation",
    "operationKind": "mutation",
    "text": "mutation JoinWaitingListMutation(\n  $input: JoinWaitingListInput!\n) {\n  joinWaitingList(input: $input) {\n    entry {\n      id\n      day\n      windowStart\n      windowEnd\n      status\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "87c04528f4d3f9621f6a26e5f8a55a90";

export default node;
