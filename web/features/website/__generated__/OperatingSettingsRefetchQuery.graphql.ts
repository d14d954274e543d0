/**
 * @generated SignedSource<<6cc16f13c3c270f8e7866be5abf4d917>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type OperatingSettingsRefetchQuery$variables = Record<PropertyKey, never>;
export type OperatingSettingsRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"OperatingSettings_query">;
};
export type OperatingSettingsRefetchQuery = {
  response: OperatingSettingsRefetchQuery$data;
  variables: OperatingSettingsRefetchQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "OperatingSettingsRefetchQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "OperatingSettings_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OperatingSettingsRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "OperatingSettings",
        "kind": "LinkedField",
        "name": "operatingSettings",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "seatCapacity",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "shortStopMinutes",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "longStopMinutes",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "slotMinutes",
            "storageKey": null
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
            "name": "minGuests",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "maxGuests",
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
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "OpeningDay",
            "kind": "LinkedField",
            "name": "openingHours",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "weekday",
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
                "name": "opens",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "closes",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ClosedDay",
            "kind": "LinkedField",
            "name": "closedDays",
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
                "name": "reason",
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
        "concreteType": "ReconfirmationSettings",
        "kind": "LinkedField",
        "name": "reconfirmationSettings",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reconfirmHoursBefore",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "staffDigestEnabled",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "staffDigestHour",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "52367c58d6ce67f66eff81091e94dfb8",
    "id": null,
    "metadata": {},
    "name": "OperatingSettingsRefetchQuery",
    "operationKind": "query",
    "text": "query OperatingSettingsRefetchQuery {\n  ...OperatingSettings_query\n}\n\nfragment OperatingSettings_query on Query {\n  operatingSettings {\n    seatCapacity\n    shortStopMinutes\n    longStopMinutes\n    slotMinutes\n  }\n  reservationRules {\n    minGuests\n    maxGuests\n    stops {\n      type\n      leadTimeHours\n    }\n    openingHours {\n      weekday\n      closed\n      opens\n      closes\n    }\n    closedDays {\n      date\n      reason\n    }\n  }\n  ...ReconfirmationSettings_query\n}\n\nfragment ReconfirmationSettings_query on Query {\n  reconfirmationSettings {\n    reconfirmHoursBefore\n    staffDigestEnabled\n    staffDigestHour\n  }\n}\n"
  }
};

(node as any).hash = "4648cd068ff2595294ba4e8f3558aa6c";

export default node;
