/**
 * @generated SignedSource<<a6aafc6f4e989db4c4eb75b90724ff74>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type useOrderCountsQuery$variables = Record<PropertyKey, never>;
export type useOrderCountsQuery$data = {
  readonly staffOverview: {
    readonly pendingReservations: number;
    readonly waitingReservations: number;
  };
};
export type useOrderCountsQuery = {
  response: useOrderCountsQuery$data;
  variables: useOrderCountsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "StaffOverview",
    "kind": "LinkedField",
    "name": "staffOverview",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "pendingReservations",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "waitingReservations",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useOrderCountsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useOrderCountsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "55ef814e4bba4921f5882f3532e0c34b",
    "id": null,
    "metadata": {},
    "name": "useOrderCountsQuery",
    "operationKind": "query",
    "text": "query useOrderCountsQuery {\n  staffOverview {\n    pendingReservations\n    waitingReservations\n  }\n}\n"
  }
};
})();

(node as any).hash = "ab5b957b33c85099a94347b10645c886";

export default node;
