/**
 * @generated SignedSource<<a659e97f420eca2f85b62e0675fc5336>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type HomeOverview_query$data = {
  readonly reservationRules: {
    readonly now: any;
  };
  readonly staffOverview: {
    readonly arrivalsToday: ReadonlyArray<{
      readonly guests: number;
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"HomeOverview_arrival">;
    }>;
    readonly arrivalsTomorrow: ReadonlyArray<{
      readonly guests: number;
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"HomeOverview_arrival">;
    }>;
    readonly load: ReadonlyArray<{
      readonly capacity: number;
      readonly date: string;
      readonly guests: number;
      readonly peakSeats: number;
      readonly reservations: number;
    }>;
    readonly pendingClients: number;
    readonly pendingReservations: number;
    readonly today: string;
    readonly waitingReservations: number;
  };
  readonly " $fragmentType": "HomeOverview_query";
};
export type HomeOverview_query$key = {
  readonly " $data"?: HomeOverview_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeOverview_query">;
};

import HomeOverviewRefetchQuery_graphql from './HomeOverviewRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "guests",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "id",
    "storageKey": null
  },
  (v0/*:: as any*/),
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "HomeOverview_arrival"
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": HomeOverviewRefetchQuery_graphql
    }
  },
  "name": "HomeOverview_query",
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
          "selections": (v1/*:: as any*/),
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
          "selections": (v1/*:: as any*/),
          "storageKey": "arrivals(dayOffset:1)"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "ff93e5d64fa389d668cca6e83694a3fa";

export default node;
