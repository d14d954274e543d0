/**
 * @generated SignedSource<<f70cddd3544fe4f29b8578b975f7272d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ArrivalTimeState = "FULLY_BOOKED" | "OPEN" | "TOO_SOON" | "%future added value";
export type BookingOverride = "HORIZON" | "LEAD_TIME" | "PACING" | "%future added value";
export type DayAvailabilityState = "CLOSED" | "FULLY_BOOKED" | "OPEN" | "TOO_FAR_AHEAD" | "TOO_SOON" | "%future added value";
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
export type useDayOutlookDayQuery$variables = {
  date: string;
  guests: number;
  overrides?: ReadonlyArray<BookingOverride> | null | undefined;
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
  "name": "overrides"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "reservationId"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "seatReservation"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "type"
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v7 = [
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
        "name": "overrides",
        "variableName": "overrides"
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
      (v6/*:: as any*/),
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
          (v6/*:: as any*/)
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
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useDayOutlookDayQuery",
    "selections": (v7/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v5/*:: as any*/),
      (v1/*:: as any*/),
      (v4/*:: as any*/),
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useDayOutlookDayQuery",
    "selections": (v7/*:: as any*/)
  },
  "params": {
    "cacheID": "e5771a819a8e7f0f5e53720c0cb6e144",
    "id": null,
    "metadata": {},
    "name": "useDayOutlookDayQuery",
    "operationKind": "query",
    "text": "query useDayOutlookDayQuery(\n  $type: StopType!\n  $guests: Int!\n  $seatReservation: Boolean!\n  $date: String!\n  $reservationId: ID\n  $overrides: [BookingOverride!]\n) {\n  dayAvailability(type: $type, guests: $guests, seatReservation: $seatReservation, from: $date, to: $date, reservationId: $reservationId, overrides: $overrides) {\n    date\n    state\n    times {\n      time\n      state\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6c909c464f47e9d20823bdd33f8896a4";

export default node;
