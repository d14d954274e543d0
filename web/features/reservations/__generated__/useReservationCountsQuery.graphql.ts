/**
 * @generated SignedSource<<f7f99673ae5243042252a9d3ea116d07>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type useReservationCountsQuery$variables = Record<PropertyKey, never>;
export type useReservationCountsQuery$data = {
  readonly staffOverview: {
    readonly pendingReservations: number;
    readonly waitingReservations: number;
  };
};
export type useReservationCountsQuery = {
  response: useReservationCountsQuery$data;
  variables: useReservationCountsQuery$variables;
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
    "name": "useReservationCountsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useReservationCountsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "c8f93d478f483c604fa21a6abe555786",
    "id": null,
    "metadata": {},
    "name": "useReservationCountsQuery",
    "operationKind": "query",
    "text": "query useReservationCountsQuery {\n  staffOverview {\n    pendingReservations\n    waitingReservations\n  }\n}\n"
  }
};
})();

(node as any).hash = "31d8f2411cdadb07751184f71ffe0696";

export default node;
