/**
 * @generated SignedSource<<983bbcac6e0d4f0ace4e8c6505b15699>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type BookingOverride = "HORIZON" | "LEAD_TIME" | "PACING" | "%future added value";
export type DayAvailabilityState = "CLOSED" | "FULLY_BOOKED" | "OPEN" | "TOO_FAR_AHEAD" | "TOO_SOON" | "%future added value";
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
export type useDayOutlookDaysQuery$variables = {
  coaches?: number | null | undefined;
  from: string;
  guests: number;
  overrides?: ReadonlyArray<BookingOverride> | null | undefined;
  reservationId?: string | null | undefined;
  seatReservation: boolean;
  to: string;
  type: StopType;
};
export type useDayOutlookDaysQuery$data = {
  readonly dayAvailability: ReadonlyArray<{
    readonly date: string;
    readonly state: DayAvailabilityState;
  }>;
};
export type useDayOutlookDaysQuery = {
  response: useDayOutlookDaysQuery$data;
  variables: useDayOutlookDaysQuery$variables;
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
  "name": "from"
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
  "name": "to"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "type"
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
        "variableName": "from"
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
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useDayOutlookDaysQuery",
    "selections": (v8/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v7/*:: as any*/),
      (v2/*:: as any*/),
      (v5/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v6/*:: as any*/),
      (v4/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useDayOutlookDaysQuery",
    "selections": (v8/*:: as any*/)
  },
  "params": {
    "cacheID": "4f8856b98ec4a422d15382f793c91346",
    "id": null,
    "metadata": {},
    "name": "useDayOutlookDaysQuery",
    "operationKind": "query",
    "text": "query useDayOutlookDaysQuery(\n  $type: StopType!\n  $guests: Int!\n  $seatReservation: Boolean!\n  $coaches: Int\n  $from: String!\n  $to: String!\n  $reservationId: ID\n  $overrides: [BookingOverride!]\n) {\n  dayAvailability(type: $type, guests: $guests, seatReservation: $seatReservation, coaches: $coaches, from: $from, to: $to, reservationId: $reservationId, overrides: $overrides) {\n    date\n    state\n  }\n}\n"
  }
};
})();

(node as any).hash = "9155e97a48c4f13d18f4a7295fe5e9da";

export default node;
