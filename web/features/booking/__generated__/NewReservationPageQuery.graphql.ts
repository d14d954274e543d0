/**
 * @generated SignedSource<<ec0c5fa2d7721f69b309f7cb74bbc716>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type OrganisationStatus = "APPROVED" | "ARCHIVED" | "BLOCKED" | "PENDING" | "%future added value";
export type NewReservationPageQuery$variables = Record<PropertyKey, never>;
export type NewReservationPageQuery$data = {
  readonly reservationRules: {
    readonly " $fragmentSpreads": FragmentRefs<"Wizard_rules">;
  };
  readonly viewer: {
    readonly client: {
      readonly emailVerified: boolean;
      readonly id: string;
      readonly status: OrganisationStatus;
    } | null | undefined;
  };
};
export type NewReservationPageQuery = {
  response: NewReservationPageQuery$data;
  variables: NewReservationPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "Client",
  "kind": "LinkedField",
  "name": "client",
  "plural": false,
  "selections": [
    (v0/*:: as any*/),
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
      "name": "emailVerified",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "NewReservationPageQuery",
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
            "args": null,
            "kind": "FragmentSpread",
            "name": "Wizard_rules"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NewReservationPageQuery",
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
            "name": "today",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastArrivalDate",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "StopRules",
            "kind": "LinkedField",
            "name": "stops",
            "plural": true,
            "selections": [
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
                "name": "leadTimeHours",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "durationMinutes",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "seatReservationRequired",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "pricePerGuestCents",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "currency",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "dabdc1e552561d9eb28eefa93cd942a9",
    "id": null,
    "metadata": {},
    "name": "NewReservationPageQuery",
    "operationKind": "query",
    "text": "query NewReservationPageQuery {\n  reservationRules {\n    ...Wizard_rules\n  }\n  viewer {\n    client {\n      id\n      status\n      emailVerified\n    }\n    id\n  }\n}\n\nfragment Wizard_rules on ReservationRules {\n  today\n  lastArrivalDate\n  stops {\n    type\n    leadTimeHours\n    durationMinutes\n    seatReservationRequired\n    pricePerGuestCents\n    currency\n  }\n}\n"
  }
};
})();

(node as any).hash = "056edabfb6eb2ea764cc1cf1be240823";

export default node;
