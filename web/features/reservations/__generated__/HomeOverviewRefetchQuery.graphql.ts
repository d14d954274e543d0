/**
 * @generated SignedSource<<a8a62e11ddd8a2c8224f8b988cb176f2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type HomeOverviewRefetchQuery$variables = Record<PropertyKey, never>;
export type HomeOverviewRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"HomeOverview_query">;
};
export type HomeOverviewRefetchQuery = {
  response: HomeOverviewRefetchQuery$data;
  variables: HomeOverviewRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "guests",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/),
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "orderNumber",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "type",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "seatReservation",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "arrivalLocalTime",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "arrivalAt",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "status",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "createdAt",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Client",
    "kind": "LinkedField",
    "name": "client",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
        "storageKey": null
      },
      (v1/*:: as any*/)
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "HomeOverviewRefetchQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "HomeOverview_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "HomeOverviewRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ReservationRules",
        "kind": "LinkedField",
        "name": "reservationRules",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "now",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
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
            "name": "today",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "pendingClients",
            "storageKey": null
          },
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
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "DayLoad",
            "kind": "LinkedField",
            "name": "load",
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
                "name": "peakSeats",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "capacity",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reservations",
                "storageKey": null
              },
              (v0/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": "arrivalsToday",
            "args": [
              {
                "kind": "Literal",
                "name": "dayOffset",
                "value": 0
              }
            ],
            "concreteType": "Reservation",
            "kind": "LinkedField",
            "name": "arrivals",
            "plural": true,
            "selections": (v2/*:: as any*/),
            "storageKey": "arrivals(dayOffset:0)"
          },
          {
            "alias": "arrivalsTomorrow",
            "args": [
              {
                "kind": "Literal",
                "name": "dayOffset",
                "value": 1
              }
            ],
            "concreteType": "Reservation",
            "kind": "LinkedField",
            "name": "arrivals",
            "plural": true,
            "selections": (v2/*:: as any*/),
            "storageKey": "arrivals(dayOffset:1)"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "888c0d05d9a8edf2c31ccebcce6ed8a8",
    "id": null,
    "metadata": {},
    "name": "HomeOverviewRefetchQuery",
    "operationKind": "query",
    "text": "query HomeOverviewRefetchQuery {\n  ...HomeOverview_query\n}\n\nfragment HomeOverview_arrival on Reservation {\n  orderNumber\n  type\n  guests\n  seatReservation\n  arrivalLocalTime\n  arrivalAt\n  status\n  createdAt\n  client {\n    name\n    id\n  }\n}\n\nfragment HomeOverview_query on Query {\n  reservationRules {\n    now\n  }\n  staffOverview {\n    today\n    pendingClients\n    pendingReservations\n    waitingReservations\n    load {\n      date\n      peakSeats\n      capacity\n      reservations\n      guests\n    }\n    arrivalsToday: arrivals(dayOffset: 0) {\n      id\n      guests\n      ...HomeOverview_arrival\n    }\n    arrivalsTomorrow: arrivals(dayOffset: 1) {\n      id\n      guests\n      ...HomeOverview_arrival\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ff93e5d64fa389d668cca6e83694a3fa";

export default node;
