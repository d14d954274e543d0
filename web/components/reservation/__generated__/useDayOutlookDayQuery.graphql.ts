/**
 * @generated SignedSource<<2b4de5d4205eae34d0bb8b83318f657a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ArrivalTimeState = "FULLY_BOOKED" | "OPEN" | "TOO_SOON" | "%future added value";
export type BookingOverride = "HORIZON" | "LEAD_TIME" | "PACING" | "%future added value";
export type CapacityReason = "BAYS" | "PACING" | "ROOM" | "SEATS" | "%future added value";
export type DayAvailabilityState = "CLOSED" | "FULLY_BOOKED" | "OPEN" | "TOO_FAR_AHEAD" | "TOO_SOON" | "%future added value";
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
export type useDayOutlookDayQuery$variables = {
  coaches?: number | null | undefined;
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
      readonly reasons: ReadonlyArray<CapacityReason>;
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
  "name": "coaches"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "date"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "guests"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "overrides"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "reservationId"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "seatReservation"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "type"
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v8 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "coaches",
        "variableName": "coaches"
      },
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
      (v7/*:: as any*/),
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
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reasons",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useDayOutlookDayQuery",
    "selections": (v8/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v6/*:: as any*/),
      (v2/*:: as any*/),
      (v5/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v4/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useDayOutlookDayQuery",
    "selections": (v8/*:: as any*/)
  },
  "params": {
    "cacheID": "674f0443810eff5f30f5d3e1b3ef20be",
    "id": null,
    "metadata": {},
    "name": "useDayOutlookDayQuery",
    "operationKind": "query",
    "text": "query useDayOutlookDayQuery(\n  $type: StopType!\n  $guests: Int!\n  $seatReservation: Boolean!\n  $coaches: Int\n  $date: String!\n  $reservationId: ID\n  $overrides: [BookingOverride!]\n) {\n  dayAvailability(type: $type, guests: $guests, seatReservation: $seatReservation, coaches: $coaches, from: $date, to: $date, reservationId: $reservationId, overrides: $overrides) {\n    date\n    state\n    times {\n      time\n      state\n      reasons\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "bcc560ad7e4b87bd4ff3ef28f67a4028";

export default node;
