/**
 * @generated SignedSource<<3b44830a163cae1bee173c42e8e74370>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type WebsiteStatsPageQuery$variables = {
  from: string;
  to: string;
};
export type WebsiteStatsPageQuery$data = {
  readonly statistics: {
    readonly closed: {
      readonly " $fragmentSpreads": FragmentRefs<"OutcomeRates_closed">;
    };
    readonly from: string;
    readonly hours: ReadonlyArray<{
      readonly guests: number;
      readonly hour: number;
      readonly reservations: number;
    }>;
    readonly leadTimes: ReadonlyArray<{
      readonly bucket: string;
      readonly longStops: number;
      readonly shortStops: number;
    }>;
    readonly outcomes: ReadonlyArray<{
      readonly count: number;
      readonly status: string;
    }>;
    readonly revenue: {
      readonly " $fragmentSpreads": FragmentRefs<"RevenueCharts_revenue">;
    };
    readonly to: string;
    readonly topClients: ReadonlyArray<{
      readonly client: {
        readonly id: string;
      } | null | undefined;
      readonly guests: number;
      readonly name: string;
      readonly reservations: number;
    }>;
    readonly totals: {
      readonly guests: number;
      readonly reservations: number;
    };
    readonly weekdays: ReadonlyArray<{
      readonly guests: number;
      readonly reservations: number;
      readonly weekday: number;
    }>;
    readonly weekly: ReadonlyArray<{
      readonly longGuests: number;
      readonly longStops: number;
      readonly shortGuests: number;
      readonly shortStops: number;
      readonly weekStart: string;
    }>;
  };
};
export type WebsiteStatsPageQuery = {
  response: WebsiteStatsPageQuery$data;
  variables: WebsiteStatsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "from"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "to"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "from",
    "variableName": "from"
  },
  {
    "kind": "Variable",
    "name": "to",
    "variableName": "to"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "from",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "to",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reservations",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "guests",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "StatisticsTotals",
  "kind": "LinkedField",
  "name": "totals",
  "plural": false,
  "selections": [
    (v4/*:: as any*/),
    (v5/*:: as any*/)
  ],
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "shortStops",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "longStops",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "WeeklyStatistics",
  "kind": "LinkedField",
  "name": "weekly",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "weekStart",
      "storageKey": null
    },
    (v7/*:: as any*/),
    (v8/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "shortGuests",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "longGuests",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "StatusOutcome",
  "kind": "LinkedField",
  "name": "outcomes",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    (v10/*:: as any*/)
  ],
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "LeadTimeBucket",
  "kind": "LinkedField",
  "name": "leadTimes",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bucket",
      "storageKey": null
    },
    (v7/*:: as any*/),
    (v8/*:: as any*/)
  ],
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "concreteType": "WeekdayStatistics",
  "kind": "LinkedField",
  "name": "weekdays",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "weekday",
      "storageKey": null
    },
    (v4/*:: as any*/),
    (v5/*:: as any*/)
  ],
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "concreteType": "HourStatistics",
  "kind": "LinkedField",
  "name": "hours",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hour",
      "storageKey": null
    },
    (v4/*:: as any*/),
    (v5/*:: as any*/)
  ],
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v16 = {
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
      "name": "id",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "concreteType": "TopOrganisation",
  "kind": "LinkedField",
  "name": "topClients",
  "plural": true,
  "selections": [
    (v15/*:: as any*/),
    (v4/*:: as any*/),
    (v5/*:: as any*/),
    (v16/*:: as any*/)
  ],
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "netCents",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WebsiteStatsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Statistics",
        "kind": "LinkedField",
        "name": "statistics",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v6/*:: as any*/),
          (v9/*:: as any*/),
          (v11/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ClosedReservationStatistics",
            "kind": "LinkedField",
            "name": "closed",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "OutcomeRates_closed"
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Revenue",
            "kind": "LinkedField",
            "name": "revenue",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "RevenueCharts_revenue"
              }
            ],
            "storageKey": null
          },
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v17/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebsiteStatsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Statistics",
        "kind": "LinkedField",
        "name": "statistics",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v6/*:: as any*/),
          (v9/*:: as any*/),
          (v11/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ClosedReservationStatistics",
            "kind": "LinkedField",
            "name": "closed",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "OutcomeCount",
                "kind": "LinkedField",
                "name": "outcomes",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "outcome",
                    "storageKey": null
                  },
                  (v10/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "closed",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "expected",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "arrivalRate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "noShowRate",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Revenue",
            "kind": "LinkedField",
            "name": "revenue",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "currency",
                "storageKey": null
              },
              (v18/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "RevenueMonth",
                "kind": "LinkedField",
                "name": "months",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "month",
                    "storageKey": null
                  },
                  (v18/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "documents",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "RevenueByStopType",
                "kind": "LinkedField",
                "name": "stopTypes",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "type",
                    "storageKey": null
                  },
                  (v18/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "RevenueByClient",
                "kind": "LinkedField",
                "name": "clients",
                "plural": true,
                "selections": [
                  (v15/*:: as any*/),
                  (v18/*:: as any*/),
                  (v16/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v17/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "90d2e521ad278634ee2cb9b7003d2e77",
    "id": null,
    "metadata": {},
    "name": "WebsiteStatsPageQuery",
    "operationKind": "query",
    "text": "query WebsiteStatsPageQuery(\n  $from: String!\n  $to: String!\n) {\n  statistics(from: $from, to: $to) {\n    from\n    to\n    totals {\n      reservations\n      guests\n    }\n    weekly {\n      weekStart\n      shortStops\n      longStops\n      shortGuests\n      longGuests\n    }\n    outcomes {\n      status\n      count\n    }\n    closed {\n      ...OutcomeRates_closed\n    }\n    revenue {\n      ...RevenueCharts_revenue\n    }\n    leadTimes {\n      bucket\n      shortStops\n      longStops\n    }\n    weekdays {\n      weekday\n      reservations\n      guests\n    }\n    hours {\n      hour\n      reservations\n      guests\n    }\n    topClients {\n      name\n      reservations\n      guests\n      client {\n        id\n      }\n    }\n  }\n}\n\nfragment OutcomeRates_closed on ClosedReservationStatistics {\n  outcomes {\n    outcome\n    count\n  }\n  closed\n  expected\n  arrivalRate\n  noShowRate\n}\n\nfragment RevenueCharts_revenue on Revenue {\n  currency\n  netCents\n  months {\n    month\n    netCents\n    documents\n  }\n  stopTypes {\n    type\n    netCents\n  }\n  clients {\n    name\n    netCents\n    client {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2697f4e5a078ebb337728c5fadbf8285";

export default node;
