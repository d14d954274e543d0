/**
 * @generated SignedSource<<9bacb2461b340aec53caf26e9c3a8ca7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AdminHomePageQuery$variables = {
  isManager: boolean;
};
export type AdminHomePageQuery$data = {
  readonly backups?: {
    readonly " $fragmentSpreads": FragmentRefs<"BackupStatus_query">;
  } | null | undefined;
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
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "isManager"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "today",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "guests",
  "storageKey": null
},
v5 = [
  (v3/*:: as any*/),
  (v4/*:: as any*/),
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
      (v3/*:: as any*/)
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
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
              (v1/*:: as any*/)
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
          (v2/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "HomeOverview_query"
      },
      {
        "condition": "isManager",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "BackupStatus_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "backups"
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
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
              (v1/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
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
          (v2/*:: as any*/),
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
              (v4/*:: as any*/)
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
            "selections": (v5/*:: as any*/),
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
            "selections": (v5/*:: as any*/),
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
      },
      {
        "condition": "isManager",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "BackupStatus",
            "kind": "LinkedField",
            "name": "backupStatus",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastBackupAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "overdue",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastFailureAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastFailure",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "nightlyTime",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "715dc268a5febdd7da4b1614861f94a8",
    "id": null,
    "metadata": {},
    "name": "AdminHomePageQuery",
    "operationKind": "query",
    "text": "query AdminHomePageQuery(\n  $isManager: Boolean!\n) {\n  viewer {\n    staff {\n      firstName\n      id\n    }\n    id\n  }\n  staffOverview {\n    today\n  }\n  ...HomeOverview_query\n  ...BackupStatus_query @include(if: $isManager)\n}\n\nfragment BackupStatus_query on Query {\n  backupStatus {\n    lastBackupAt\n    overdue\n    lastFailureAt\n    lastFailure\n    nightlyTime\n  }\n}\n\nfragment HomeOverview_arrival on Reservation {\n  orderNumber\n  type\n  guests\n  seatReservation\n  arrivalLocalTime\n  arrivalAt\n  status\n  createdAt\n  client {\n    name\n    id\n  }\n}\n\nfragment HomeOverview_query on Query {\n  reservationRules {\n    now\n  }\n  staffOverview {\n    today\n    pendingClients\n    pendingReservations\n    waitingReservations\n    load {\n      date\n      peakSeats\n      capacity\n      reservations\n      guests\n    }\n    arrivalsToday: arrivals(dayOffset: 0) {\n      id\n      guests\n      ...HomeOverview_arrival\n    }\n    arrivalsTomorrow: arrivals(dayOffset: 1) {\n      id\n      guests\n      ...HomeOverview_arrival\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7836cc69a5b3b2e22c8a831f74a6725c";

export default node;
