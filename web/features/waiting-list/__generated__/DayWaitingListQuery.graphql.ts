/**
 * @generated SignedSource<<2d821a5e04bab3bf214a6127b7ade623>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
export type WaitingListStatus = "BOOKED" | "ENDED" | "LEFT" | "OFFERED" | "WAITING" | "%future added value";
export type DayWaitingListQuery$variables = {
  day: string;
};
export type DayWaitingListQuery$data = {
  readonly waitingList: ReadonlyArray<{
    readonly client: {
      readonly name: string;
    };
    readonly guests: number;
    readonly id: string;
    readonly offerExpiresAt: any | null | undefined;
    readonly offerTime: string | null | undefined;
    readonly status: WaitingListStatus;
    readonly type: StopType;
    readonly windowEnd: string;
    readonly windowStart: string;
  }>;
};
export type DayWaitingListQuery = {
  response: DayWaitingListQuery$data;
  variables: DayWaitingListQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "day"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "day",
    "variableName": "day"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "windowStart",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "windowEnd",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "guests",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "offerTime",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "offerExpiresAt",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DayWaitingListQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "WaitingListEntry",
        "kind": "LinkedField",
        "name": "waitingList",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Client",
            "kind": "LinkedField",
            "name": "client",
            "plural": false,
            "selections": [
              (v10/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DayWaitingListQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "WaitingListEntry",
        "kind": "LinkedField",
        "name": "waitingList",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Client",
            "kind": "LinkedField",
            "name": "client",
            "plural": false,
            "selections": [
              (v10/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c42aeb4a377c40cdb3f1565c6c823323",
    "id": null,
    "metadata": {},
    "name": "DayWaitingListQuery",
    "operationKind": "query",
    "text": "query DayWaitingListQuery(\n  $day: String!\n) {\n  waitingList(day: $day) {\n    id\n    windowStart\n    windowEnd\n    type\n    guests\n    status\n    offerTime\n    offerExpiresAt\n    client {\n      name\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e12bfa95562e48bea0987b56d11a8057";

export default node;
