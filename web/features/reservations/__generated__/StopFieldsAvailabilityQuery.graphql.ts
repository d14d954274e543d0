/**
 * @generated SignedSource<<f4fcff509f73ef9ce9c61407088e3619>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type BookingOverride = "HORIZON" | "LEAD_TIME" | "PACING" | "%future added value";
export type CapacityReason = "BAYS" | "PACING" | "ROOM" | "SEATS" | "%future added value";
export type ReservationProblemCode = "ARRIVAL_IN_PAST" | "CLOSED_DAY" | "COACHES_INVALID" | "FULLY_BOOKED" | "GUESTS_OUT_OF_RANGE" | "INVALID_DATE" | "INVALID_TIME" | "LEAD_TIME_LONG" | "LEAD_TIME_SHORT" | "NONEXISTENT_TIME" | "NOT_ON_SLOT" | "OUTSIDE_OPENING_HOURS" | "REQUIRED" | "SEATS_REQUIRED_FOR_LONG_STOP" | "TOO_FAR_AHEAD" | "TOO_LONG" | "TOO_MANY_COACHES" | "%future added value";
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
export type StopFieldsAvailabilityQuery$variables = {
  arrivalDate: string;
  arrivalTime: string;
  coaches?: number | null | undefined;
  guests: number;
  overrides?: ReadonlyArray<BookingOverride> | null | undefined;
  reservationId?: string | null | undefined;
  seatReservation: boolean;
  type: StopType;
};
export type StopFieldsAvailabilityQuery$data = {
  readonly reservationAvailability: {
    readonly fits: boolean;
    readonly problems: ReadonlyArray<{
      readonly code: ReservationProblemCode;
      readonly field: string;
    }>;
    readonly reasons: ReadonlyArray<CapacityReason>;
    readonly remainingSeats: number | null | undefined;
    readonly suggestions: ReadonlyArray<{
      readonly arrivalDate: string;
      readonly arrivalTime: string;
      readonly remainingSeats: number;
    }>;
  };
};
export type StopFieldsAvailabilityQuery = {
  response: StopFieldsAvailabilityQuery$data;
  variables: StopFieldsAvailabilityQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "arrivalDate"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "arrivalTime"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "coaches"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "guests"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "overrides"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "reservationId"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "seatReservation"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "type"
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "remainingSeats",
  "storageKey": null
},
v9 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "arrivalDate",
        "variableName": "arrivalDate"
      },
      {
        "kind": "Variable",
        "name": "arrivalTime",
        "variableName": "arrivalTime"
      },
      {
        "kind": "Variable",
        "name": "coaches",
        "variableName": "coaches"
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
        "name": "type",
        "variableName": "type"
      }
    ],
    "concreteType": "ReservationAvailability",
    "kind": "LinkedField",
    "name": "reservationAvailability",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "fits",
        "storageKey": null
      },
      (v8/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "reasons",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ReservationProblem",
        "kind": "LinkedField",
        "name": "problems",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ArrivalSuggestion",
        "kind": "LinkedField",
        "name": "suggestions",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "arrivalDate",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "arrivalTime",
            "storageKey": null
          },
          (v8/*:: as any*/)
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
      (v6/*:: as any*/),
      (v7/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "StopFieldsAvailabilityQuery",
    "selections": (v9/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v7/*:: as any*/),
      (v3/*:: as any*/),
      (v6/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v5/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "StopFieldsAvailabilityQuery",
    "selections": (v9/*:: as any*/)
  },
  "params": {
    "cacheID": "93dc84a725968f2408c93f124a3aa510",
    "id": null,
    "metadata": {},
    "name": "StopFieldsAvailabilityQuery",
    "operationKind": "query",
    "text": "query StopFieldsAvailabilityQuery(\n  $type: StopType!\n  $guests: Int!\n  $seatReservation: Boolean!\n  $coaches: Int\n  $arrivalDate: String!\n  $arrivalTime: String!\n  $reservationId: ID\n  $overrides: [BookingOverride!]\n) {\n  reservationAvailability(type: $type, guests: $guests, coaches: $coaches, seatReservation: $seatReservation, arrivalDate: $arrivalDate, arrivalTime: $arrivalTime, reservationId: $reservationId, overrides: $overrides) {\n    fits\n    remainingSeats\n    reasons\n    problems {\n      code\n      field\n    }\n    suggestions {\n      arrivalDate\n      arrivalTime\n      remainingSeats\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4640a9ec93c2ccee9ab0941b215edd5f";

export default node;
