/**
 * @generated SignedSource<<f4d9ea9063f18064454721c73664f92c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
export type useBookingTermsQuery$variables = {
  day: string;
  organisationId?: string | null | undefined;
};
export type useBookingTermsQuery$data = {
  readonly bookingTerms: {
    readonly stopPrices: ReadonlyArray<{
      readonly priceCents: number;
      readonly type: StopType;
    }>;
    readonly " $fragmentSpreads": FragmentRefs<"TermsSummary_terms">;
  };
};
export type useBookingTermsQuery = {
  response: useBookingTermsQuery$data;
  variables: useBookingTermsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "day"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "organisationId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "arrivalDay",
    "variableName": "day"
  },
  {
    "kind": "Variable",
    "name": "organisationId",
    "variableName": "organisationId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "priceCents",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "percent",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useBookingTermsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "BookingTerms",
        "kind": "LinkedField",
        "name": "bookingTerms",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TermsSummary_terms"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "BookingStopPrice",
            "kind": "LinkedField",
            "name": "stopPrices",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          }
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
    "name": "useBookingTermsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "BookingTerms",
        "kind": "LinkedField",
        "name": "bookingTerms",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "underAgreement",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "agreementName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "currency",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "crewMealsFree",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "paymentTermsDays",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "BookingStopPrice",
            "kind": "LinkedField",
            "name": "stopPrices",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "includesVat",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "BookingFreePlaces",
            "kind": "LinkedField",
            "name": "freePlaces",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "perPaying",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "max",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "BookingCancellationTerms",
            "kind": "LinkedField",
            "name": "cancellation",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "noShowPercent",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "BookingCancellationTier",
                "kind": "LinkedField",
                "name": "tiers",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hoursBefore",
                    "storageKey": null
                  },
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "DepositTerms",
            "kind": "LinkedField",
            "name": "deposit",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "kind",
                "storageKey": null
              },
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "perGuestCents",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dueFrom",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dueDays",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "depositByRule",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "334cc21c596bf3d8ec4842c1ada1120d",
    "id": null,
    "metadata": {},
    "name": "useBookingTermsQuery",
    "operationKind": "query",
    "text": "query useBookingTermsQuery(\n  $day: String!\n  $organisationId: ID\n) {\n  bookingTerms(arrivalDay: $day, organisationId: $organisationId) {\n    ...TermsSummary_terms\n    stopPrices {\n      type\n      priceCents\n    }\n  }\n}\n\nfragment TermsSummary_terms on BookingTerms {\n  underAgreement\n  agreementName\n  currency\n  crewMealsFree\n  paymentTermsDays\n  stopPrices {\n    type\n    priceCents\n    includesVat\n  }\n  freePlaces {\n    perPaying\n    max\n  }\n  cancellation {\n    noShowPercent\n    tiers {\n      hoursBefore\n      percent\n    }\n  }\n  deposit {\n    kind\n    percent\n    perGuestCents\n    dueFrom\n    dueDays\n  }\n  depositByRule\n}\n"
  }
};
})();

(node as any).hash = "da085506a14f83dfec59f179e5cc72a9";

export default node;
