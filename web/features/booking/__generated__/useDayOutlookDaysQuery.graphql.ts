/**
 * @generated SignedSource<<2e93548d8c133646747a55ea2dba8a43>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type DayAvailabilityState = "CLOSED" | "FULLY_BOOKED" | "OPEN" | "TOO_FAR_AHEAD" | "TOO_SOON" | "%future added value";
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
export type useDayOutlookDaysQuery$variables = {
  from: string;
  guests: number;
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
    "name": "useDayOutlookDaysQuery",
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
    "name": "useDayOutlookDaysQuery",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "cacheID": "9190e3d6e45b1a10a91c4f1b66be0fc7",
    "id": null,
    "metadata": {},
    "name": "useDayOutlookDaysQuery",
    "operationKind": "query",
    "text": "query useDayOutlookDaysQuery(\n  $type: StopType!\n  $guests: Int!\n  $seatReservation: Boolean!\n  $from: String!\n  $to: String!\n) {\n  dayAvailability(type: $type, guests: $guests, seatReservation: $seatReservation, from: $from, to: $to) {\n    date\n    state\n  }\n}\n"
  }
};
})();

(node as any).hash = "60160dd2a9a8484cd78b70970ea5d198";

export default node;
