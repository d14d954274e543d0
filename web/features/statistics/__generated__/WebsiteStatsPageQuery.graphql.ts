/**
 * @generated SignedSource<<d680a3a6928894734c20f9728d249eaa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type WebsiteStatsPageQuery$variables = {
  from: string;
  to: string;
};
export type WebsiteStatsPageQuery$data = {
  readonly statistics: {
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
    readonly to: string;
    readonly topOrganisations: ReadonlyArray<{
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
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reservations",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "guests",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "shortStops",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "longStops",
  "storageKey": null
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
        "name": "to",
        "variableName": "to"
      }
    ],
    "concreteType": "Statistics",
    "kind": "LinkedField",
    "name": "statistics",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "from",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "to",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "StatisticsTotals",
        "kind": "LinkedField",
        "name": "totals",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      },
      {
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
          (v3/*:: as any*/),
          (v4/*:: as any*/),
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
      {
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "count",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
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
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      },
      {
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
          (v1/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      },
      {
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
          (v1/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "TopOrganisation",
        "kind": "LinkedField",
        "name": "topOrganisations",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          (v1/*:: as any*/),
          (v2/*:: as any*/),
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
                "name": "id",
                "storageKey": null
              }
            ],
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WebsiteStatsPageQuery",
    "selections": (v5/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebsiteStatsPageQuery",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "cacheID": "ac4cb7cc7fdc8bd3358d361c1a61b906",
    "id": null,
    "metadata": {},
    "name": "WebsiteStatsPageQuery",
    "operationKind": "query",
    "text": "query WebsiteStatsPageQuery(\n  $from: String!\n  $to: String!\n) {\n  statistics(from: $from, to: $to) {\n    from\n    to\n    totals {\n      reservations\n      guests\n    }\n    weekly {\n      weekStart\n      shortStops\n      longStops\n      shortGuests\n      longGuests\n    }\n    outcomes {\n      status\n      count\n    }\n    leadTimes {\n      bucket\n      shortStops\n      longStops\n    }\n    weekdays {\n      weekday\n      reservations\n      guests\n    }\n    hours {\n      hour\n      reservations\n      guests\n    }\n    topOrganisations {\n      name\n      reservations\n      guests\n      client {\n        id\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ad2b984943c8ccade55da8374e972fd0";

export default node;
