/**
 * @generated SignedSource<<36809f29b9216ebe20ccc8411e2cd36f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type WaitingListStatus = "BOOKED" | "ENDED" | "LEFT" | "OFFERED" | "WAITING" | "%future added value";
export type RemoveWaitingListEntryInput = {
  entryId: string;
};
export type DayWaitingListRemoveMutation$variables = {
  input: RemoveWaitingListEntryInput;
};
export type DayWaitingListRemoveMutation$data = {
  readonly removeWaitingListEntry: {
    readonly entry: {
      readonly id: string;
      readonly offerExpiresAt: any | null | undefined;
      readonly offerTime: string | null | undefined;
      readonly status: WaitingListStatus;
    };
  };
};
export type DayWaitingListRemoveMutation = {
  response: DayWaitingListRemoveMutation$data;
  variables: DayWaitingListRemoveMutation$variables;
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
    "concreteType": "RemoveWaitingListEntryPayload",
    "kind": "LinkedField",
    "name": "removeWaitingListEntry",
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
    "name": "DayWaitingListRemoveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DayWaitingListRemoveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "465ba6e4dabfee4eec9f373e6536bac5",
    "id": null,
    "metadata": {},
    "name": "DayWaitingListRemoveMutation",
    "operationKind": "mutation",
    "text": "mutation DayWaitingListRemoveMutation(\n  $input: RemoveWaitingListEntryInput!\n) {\n  removeWaitingListEntry(input: $input) {\n    entry {\n      id\n      status\n      offerTime\n      offerExpiresAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d9ff91ae215137729f9beb30b4172818";

export default node;
