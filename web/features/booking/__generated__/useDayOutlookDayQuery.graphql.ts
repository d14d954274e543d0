/**
 * @generated SignedSource<<d3c222a33d63f25197b8f6fbdd9a794b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ArrivalTimeState = "FULLY_BOOKED" | "OPEN" | "TOO_SOON" | "%future added value";
export type DayAvailabilityState = "CLOSED" | "FULLY_BOOKED" | "OPEN" | "TOO_FAR_AHEAD" | "TOO_SOON" | "%future added value";
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
export type useDayOutlookDayQuery$variables = {
  date: string;
  guests: number;
  seatReservation: boolean;
  type: StopType;
};
export type useDayOutlookDayQuery$data = {
  readonly dayAvailability: ReadonlyArray<{
    readonly date: string;
    readonly state: DayAvailabilityState;
    readonly times: ReadonlyArray<{
      readonly state: ArrivalTimeState;
      readonly time: string;
    }>;
  }>;
};
export type useDayOutlookDayQuery = {
  response: useDayOutlookDayQuery$data;
  variables: useDayOutlookDayQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "date"
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
  "name": "type"
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "from",
        "variableName": "date"
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
        "variableName": "date"
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
      (v4/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "ArrivalTimeOption",
        "kind": "LinkedField",
        "name": "times",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "time",
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
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
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useDayOutlookDayQuery",
    "selections": (v5/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v3/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useDayOutlookDayQuery",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "cacheID": "72ec7a558c2014a66bb8b44f4d3b4e6d",
    "id": null,
    "metadata": {},
    "name": "useDayOutlookDayQuery",
    "operationKind": "query",
    "text": "query useDayOutlookDayQuery(\n  $type: StopType!\n  $guests: Int!\n  $seatReservation: Boolean!\n  $date: String!\n) {\n  dayAvailability(type: $type, guests: $guests, seatReservation: $seatReservation, from: $date, to: $date) {\n    date\n    state\n    times {\n      time\n      state\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7dace0db4e8ae5cacc47f8f81c95d6df";

export default node;
