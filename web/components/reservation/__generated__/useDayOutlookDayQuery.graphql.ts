/**
 * @generated SignedSource<<5a01bf3275cdc40bd9474cc35fed1bc8>>
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
  reservationId?: string | null | undefined;
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
  "name": "reservationId"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "seatReservation"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "type"
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v6 = [
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
        "name": "reservationId",
        "variableName": "reservationId"
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
      (v5/*:: as any*/),
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
          (v5/*:: as any*/)
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
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useDayOutlookDayQuery",
    "selections": (v6/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v4/*:: as any*/),
      (v1/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useDayOutlookDayQuery",
    "selections": (v6/*:: as any*/)
  },
  "params": {
    "cacheID": "618f25a143112d5b30ca43c4bfe25acb",
    "id": null,
    "metadata": {},
    "name": "useDayOutlookDayQuery",
    "operationKind": "query",
    "text": "query useDayOutlookDayQuery(\n  $type: StopType!\n  $guests: Int!\n  $seatReservation: Boolean!\n  $date: String!\n  $reservationId: ID\n) {\n  dayAvailability(type: $type, guests: $guests, seatReservation: $seatReservation, from: $date, to: $date, reservationId: $reservationId) {\n    date\n    state\n    times {\n      time\n      state\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d2f2b216c13bf721b013f6e47a1930dd";

export default node;
