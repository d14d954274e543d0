/**
 * @generated SignedSource<<0e1e1b65acdc4dfb55cb84880713d6ef>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type Language = "en" | "sl" | "%future added value";
export type WebsiteOtherPageQuery$variables = Record<PropertyKey, never>;
export type WebsiteOtherPageQuery$data = {
  readonly site: {
    readonly texts: ReadonlyArray<{
      readonly key: string;
      readonly language: Language;
      readonly value: string;
    }>;
  };
  readonly " $fragmentSpreads": FragmentRefs<"MealSettings_query" | "OperatingSettings_query">;
};
export type WebsiteOtherPageQuery = {
  response: WebsiteOtherPageQuery$data;
  variables: WebsiteOtherPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "Site",
  "kind": "LinkedField",
  "name": "site",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SiteText",
      "kind": "LinkedField",
      "name": "texts",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "key",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "language",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value",
          "storageKey": null
        }
      ],
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
    "name": "WebsiteOtherPageQuery",
    "selections": [
      (v0/*:: as any*/),
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "OperatingSettings_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "MealSettings_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WebsiteOtherPageQuery",
    "selections": [
      (v0/*:: as any*/),
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
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "MealRules",
        "kind": "LinkedField",
        "name": "mealRules",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "preorderDeadlineHours",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "crewMealsFree",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "2735ca428d8c76832270221ecca40d01",
    "id": null,
    "metadata": {},
    "name": "WebsiteOtherPageQuery",
    "operationKind": "query",
    "text": "query WebsiteOtherPageQuery {\n  site {\n    texts {\n      key\n      language\n      value\n    }\n  }\n  ...OperatingSettings_query\n  ...MealSettings_query\n}\n\nfragment MealSettings_query on Query {\n  mealRules {\n    preorderDeadlineHours\n    crewMealsFree\n  }\n}\n\nfragment OperatingSettings_query on Query {\n  operatingSettings {\n    seatCapacity\n    shortStopMinutes\n    longStopMinutes\n    slotMinutes\n  }\n  reservationRules {\n    minGuests\n    maxGuests\n    stops {\n      type\n      leadTimeHours\n    }\n    openingHours {\n      weekday\n      closed\n      opens\n      closes\n    }\n    closedDays {\n      date\n      reason\n    }\n  }\n  ...ReconfirmationSettings_query\n}\n\nfragment ReconfirmationSettings_query on Query {\n  reconfirmationSettings {\n    reconfirmHoursBefore\n    staffDigestEnabled\n    staffDigestHour\n  }\n}\n"
  }
};
})();

(node as any).hash = "f46b252498d0a82112c286c33b7668c7";

export default node;
