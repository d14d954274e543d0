/**
 * @generated SignedSource<<d37f6e71c193fc7fee56c17fcc9717c8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type DayAvailabilityState = "CLOSED" | "FULLY_BOOKED" | "OPEN" | "TOO_FAR_AHEAD" | "TOO_SOON" | "%future added value";
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
export type useFullDaysQuery$variables = {
  from: string;
  guests: number;
  seatReservation: boolean;
  to: string;
  type: StopType;
};
export type useFullDaysQuery$data = {
  readonly dayAvailability: ReadonlyArray<{
    readonly date: string;
    readonly state: DayAvailabilityState;
  }>;
};
export type useFullDaysQuery = {
  response: useFullDaysQuery$data;
  variables: useFullDaysQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "from"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "guests"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "seatReservation"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "to"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "type"
},
v5 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "from",
        "variableName": "from"
      },
      {
        "kind": "Variable",
        "name": "guests",
        "variableName": "guests"
      },
      {
        "kind": "Variable",
        "name": "seatReservation",
        "variableName": "seatReservation"
      },
      {
        "kind": "Variable",
        "name": "to",
        "variableName": "to"
      },
      {
        "kind": "Variable",
        "name": "type",
        "variableName": "type"
      }
    ],
    "concreteType": "DayAvailability",
    "kind": "LinkedField",
    "name": "dayAvailability",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "date",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "state",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useFullDaysQuery",
    "selections": (v5/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v4/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useFullDaysQuery",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "cacheID": "dc0230a2db1f75fafe29cdfb482dbeaf",
    "id": null,
    "metadata": {},
    "name": "useFullDaysQuery",
    "operationKind": "query",
    "text": "query useFullDaysQuery(\n  $type: StopType!\n  $guests: Int!\n  $seatReservation: Boolean!\n  $from: String!\n  $to: String!\n) {\n  dayAvailability(type: $type, guests: $guests, seatReservation: $seatReservation, from: $from, to: $to) {\n    date\n    state\n  }\n}\n"
  }
};
})();

(node as any).hash = "d7bc486e430d4f92f63c3656e94ca4d4";

export default node;
