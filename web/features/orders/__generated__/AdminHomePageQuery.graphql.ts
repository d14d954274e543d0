/**
 * @generated SignedSource<<2e86024b8981910d77f8882a16145b05>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AdminHomePageQuery$variables = Record<PropertyKey, never>;
export type AdminHomePageQuery$data = {
  readonly staffOverview: {
    readonly today: string;
  };
  readonly viewer: {
    readonly staff: {
      readonly firstName: string | null | undefined;
    } | null | undefined;
  };
  readonly " $fragmentSpreads": FragmentRefs<"HomeOverview_query">;
};
export type AdminHomePageQuery = {
  response: AdminHomePageQuery$data;
  variables: AdminHomePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "today",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "guests",
  "storageKey": null
},
v4 = [
  (v2/*:: as any*/),
  (v3/*:: as any*/),
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
    "name": "organisation",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
        "storageKey": null
      },
      (v2/*:: as any*/)
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminHomePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "StaffMember",
            "kind": "LinkedField",
            "name": "staff",
            "plural": false,
            "selections": [
              (v0/*:: as any*/)
            ],
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
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
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
    "name": "AdminHomePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "StaffMember",
            "kind": "LinkedField",
            "name": "staff",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          (v2/*:: as any*/)
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
          (v1/*:: as any*/),
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
              (v3/*:: as any*/)
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
            "selections": (v4/*:: as any*/),
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
            "selections": (v4/*:: as any*/),
            "storageKey": "arrivals(dayOffset:1)"
          }
        ],
        "storageKey": null
      },
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
      }
    ]
  },
  "params": {
    "cacheID": "140e42354f2897d5e48adb9fa52072ca",
    "id": null,
    "metadata": {},
    "name": "AdminHomePageQuery",
    "operationKind": "query",
    "text": "query AdminHomePageQuery {\n  viewer {\n    staff {\n      firstName\n      id\n    }\n    id\n  }\n  staffOverview {\n    today\n  }\n  ...HomeOverview_query\n}\n\nfragment HomeOverview_arrival on Reservation {\n  orderNumber\n  type\n  guests\n  seatReservation\n  arrivalLocalTime\n  arrivalAt\n  status\n  createdAt\n  organisation {\n    name\n    id\n  }\n}\n\nfragment HomeOverview_query on Query {\n  reservationRules {\n    now\n  }\n  staffOverview {\n    today\n    pendingClients\n    pendingReservations\n    waitingReservations\n    load {\n      date\n      peakSeats\n      capacity\n      reservations\n      guests\n    }\n    arrivalsToday: arrivals(dayOffset: 0) {\n      id\n      guests\n      ...HomeOverview_arrival\n    }\n    arrivalsTomorrow: arrivals(dayOffset: 1) {\n      id\n      guests\n      ...HomeOverview_arrival\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3e9c1540b9bd32987fe2ae091180ff77";

export default node;
