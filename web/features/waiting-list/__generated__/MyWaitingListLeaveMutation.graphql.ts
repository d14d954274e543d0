/**
 * @generated SignedSource<<5e2b7d685707635e1e139e1afa9896ae>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type WaitingListStatus = "BOOKED" | "ENDED" | "LEFT" | "OFFERED" | "WAITING" | "%future added value";
export type LeaveWaitingListInput = {
  entryId: string;
};
export type MyWaitingListLeaveMutation$variables = {
  input: LeaveWaitingListInput;
};
export type MyWaitingListLeaveMutation$data = {
  readonly leaveWaitingList: {
    readonly entry: {
      readonly id: string;
      readonly offerExpiresAt: any | null | undefined;
      readonly offerTime: string | null | undefined;
      readonly status: WaitingListStatus;
    };
  };
};
export type MyWaitingListLeaveMutation = {
  response: MyWaitingListLeaveMutation$data;
  variables: MyWaitingListLeaveMutation$variables;
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
    "concreteType": "LeaveWaitingListPayload",
    "kind": "LinkedField",
    "name": "leaveWaitingList",
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
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "offerTime",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "offerExpiresAt",
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
    "name": "MyWaitingListLeaveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MyWaitingListLeaveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d8d044ebac74f90c340340beb583a03a",
    "id": null,
    "metadata": {},
    "name": "MyWaitingListLeaveMutation",
    "operationKind": "mutation",
    "text": "mutation MyWaitingListLeaveMutation(\n  $input: LeaveWaitingListInput!\n) {\n  leaveWaitingList(input: $input) {\n    entry {\n      id\n      status\n      offerTime\n      offerExpiresAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "13e41680775aaf2a3ad29b92dee14522";

export default node;
