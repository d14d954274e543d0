/**
 * @generated SignedSource<<5dd4efbb8eef731674a2fbee2a340a6b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ReservationProblemCode = "ARRIVAL_IN_PAST" | "CLOSED_DAY" | "COACHES_INVALID" | "FULLY_BOOKED" | "GUESTS_OUT_OF_RANGE" | "INVALID_DATE" | "INVALID_TIME" | "LEAD_TIME_LONG" | "LEAD_TIME_SHORT" | "NONEXISTENT_TIME" | "NOT_ON_SLOT" | "OUTSIDE_OPENING_HOURS" | "REQUIRED" | "SEATS_REQUIRED_FOR_LONG_STOP" | "TOO_FAR_AHEAD" | "TOO_LONG" | "TOO_MANY_COACHES" | "%future added value";
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
export type useAvailabilityQuery$variables = {
  arrivalDate: string;
  arrivalTime: string;
  guests: number;
  seatReservation: boolean;
  type: StopType;
};
export type useAvailabilityQuery$data = {
  readonly reservationAvailability: {
    readonly fits: boolean;
    readonly problems: ReadonlyArray<{
      readonly code: ReservationProblemCode;
      readonly field: string;
    }>;
    readonly remainingSeats: number | null | undefined;
    readonly suggestions: ReadonlyArray<{
      readonly arrivalDate: string;
      readonly arrivalTime: string;
      readonly remainingSeats: number;
    }>;
  };
};
export type useAvailabilityQuery = {
  response: useAvailabilityQuery$data;
  variables: useAvailabilityQuery$variables;
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
  "name": "guests"
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
  "name": "remainingSeats",
  "storageKey": null
},
v6 = [
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
      (v5/*:: as any*/),
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
            "name": "field",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
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
    "name": "useAvailabilityQuery",
    "selections": (v6/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v4/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useAvailabilityQuery",
    "selections": (v6/*:: as any*/)
  },
  "params": {
    "cacheID": "fa0e097a53f7e765261e52963c22fe1a",
    "id": null,
    "metadata": {},
    "name": "useAvailabilityQuery",
    "operationKind": "query",
    "text": "query useAvailabilityQuery(\n  $type: StopType!\n  $guests: Int!\n  $seatReservation: Boolean!\n  $arrivalDate: String!\n  $arrivalTime: String!\n) {\n  reservationAvailability(type: $type, guests: $guests, seatReservation: $seatReservation, arrivalDate: $arrivalDate, arrivalTime: $arrivalTime) {\n    fits\n    remainingSeats\n    problems {\n      field\n      code\n    }\n    suggestions {\n      arrivalDate\n      arrivalTime\n      remainingSeats\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1992684d139059f723eedf2018453b0c";

export default node;
