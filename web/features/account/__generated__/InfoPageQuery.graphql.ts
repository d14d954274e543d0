/**
 * @generated SignedSource<<a899c1df089667bec9b5bb6e5e942643>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type Language = "en" | "sl" | "%future added value";
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
export type InfoPageQuery$variables = {
  money: boolean;
};
export type InfoPageQuery$data = {
  readonly reservationRules: {
    readonly maxGuests: number;
    readonly minGuests: number;
    readonly stops: ReadonlyArray<{
      readonly leadTimeHours: number;
      readonly type: StopType;
    }>;
  };
  readonly site: {
    readonly contact: {
      readonly address: string;
      readonly companyName: string;
      readonly countryEn: string;
      readonly countrySl: string;
      readonly email: string;
      readonly phone: string;
    };
    readonly faqManagement: string | null | undefined;
    readonly faqProfile: string | null | undefined;
    readonly faqReservations: string | null | undefined;
    readonly guide: string | null | undefined;
  };
  readonly viewer: {
    readonly client: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ReservationList_client">;
    } | null | undefined;
    readonly language: Language;
  };
};
export type InfoPageQuery = {
  response: InfoPageQuery$data;
  variables: InfoPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "money"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "language",
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
  "kind": "Literal",
  "name": "status",
  "value": [
    "FINISHED",
    "DELETED"
  ]
},
v4 = {
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
      "concreteType": "SiteContact",
      "kind": "LinkedField",
      "name": "contact",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "companyName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "address",
          "storageKey": null
        },
        {
          "alias": "countryEn",
          "args": [
            {
              "kind": "Literal",
              "name": "language",
              "value": "en"
            }
          ],
          "kind": "ScalarField",
          "name": "country",
          "storageKey": "country(language:\"en\")"
        },
        {
          "alias": "countrySl",
          "args": [
            {
              "kind": "Literal",
              "name": "language",
              "value": "sl"
            }
          ],
          "kind": "ScalarField",
          "name": "country",
          "storageKey": "country(language:\"sl\")"
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "phone",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": "guide",
      "args": [
        {
          "kind": "Literal",
          "name": "key",
          "value": "guide.contact"
        }
      ],
      "kind": "ScalarField",
      "name": "text",
      "storageKey": "text(key:\"guide.contact\")"
    },
    {
      "alias": "faqReservations",
      "args": [
        {
          "kind": "Literal",
          "name": "key",
          "value": "faq.reservations"
        }
      ],
      "kind": "ScalarField",
      "name": "text",
      "storageKey": "text(key:\"faq.reservations\")"
    },
    {
      "alias": "faqManagement",
      "args": [
        {
          "kind": "Literal",
          "name": "key",
          "value": "faq.management"
        }
      ],
      "kind": "ScalarField",
      "name": "text",
      "storageKey": "text(key:\"faq.management\")"
    },
    {
      "alias": "faqProfile",
      "args": [
        {
          "kind": "Literal",
          "name": "key",
          "value": "faq.profile"
        }
      ],
      "kind": "ScalarField",
      "name": "text",
      "storageKey": "text(key:\"faq.profile\")"
    }
  ],
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v6 = {
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
        (v5/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "leadTimeHours",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v7 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  },
  (v3/*:: as any*/)
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "priceCents",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "percent",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "InfoPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Client",
            "kind": "LinkedField",
            "name": "client",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": [
                  {
                    "kind": "Variable",
                    "name": "money",
                    "variableName": "money"
                  },
                  (v3/*:: as any*/)
                ],
                "kind": "FragmentSpread",
                "name": "ReservationList_client"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v4/*:: as any*/),
      (v6/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InfoPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Client",
            "kind": "LinkedField",
            "name": "client",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": (v7/*:: as any*/),
                "concreteType": "ClientReservationsConnection",
                "kind": "LinkedField",
                "name": "reservations",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ClientReservationsConnectionEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Reservation",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v2/*:: as any*/),
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
                            "name": "unreadMessages",
                            "storageKey": null
                          },
                          (v5/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "guests",
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
                            "name": "arrivalDay",
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
                            "name": "responsibleFirstName",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "responsibleLastName",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "message",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "wishes",
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
                            "name": "outcome",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "actualGuests",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "staffNote",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "quotedPriceCents",
                            "storageKey": null
                          },
                          (v8/*:: as any*/),
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
                            "concreteType": "PersonName",
                            "kind": "LinkedField",
                            "name": "bookedByPerson",
                            "plural": false,
                            "selections": [
                              (v9/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "former",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "staff",
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "BookingTerms",
                            "kind": "LinkedField",
                            "name": "terms",
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
                              (v8/*:: as any*/),
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
                                  (v5/*:: as any*/),
                                  (v10/*:: as any*/),
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
                                      (v11/*:: as any*/)
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
                                  (v12/*:: as any*/),
                                  (v11/*:: as any*/),
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
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "ReservationEvent",
                            "kind": "LinkedField",
                            "name": "history",
                            "plural": true,
                            "selections": [
                              (v12/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "fromStatus",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "toStatus",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "note",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "at",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "ReservationFieldChange",
                                "kind": "LinkedField",
                                "name": "changes",
                                "plural": true,
                                "selections": [
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "field",
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
                            "kind": "ScalarField",
                            "name": "version",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "mealPreorderOpen",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "mealPreorderDeadline",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "MealPreorder",
                            "kind": "LinkedField",
                            "name": "mealPreorder",
                            "plural": false,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "mealsTotal",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "vegetarian",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "vegan",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "driverMeals",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "guideMeals",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "PreorderDish",
                                "kind": "LinkedField",
                                "name": "dishes",
                                "plural": true,
                                "selections": [
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "menuItemId",
                                    "storageKey": null
                                  },
                                  (v9/*:: as any*/),
                                  (v10/*:: as any*/),
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "quantity",
                                    "storageKey": null
                                  }
                                ],
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "AllergenCount",
                                "kind": "LinkedField",
                                "name": "allergens",
                                "plural": true,
                                "selections": [
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "allergen",
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
                              }
                            ],
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "PriceEstimate",
                            "kind": "LinkedField",
                            "name": "priceEstimate",
                            "plural": false,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "guestsCents",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "dishesCents",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "crewCents",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "totalCents",
                                "storageKey": null
                              },
                              (v8/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "reconfirmationRequestedAt",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "reconfirmedAt",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "driverLink",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "__typename",
                            "storageKey": null
                          },
                          {
                            "condition": "money",
                            "kind": "Condition",
                            "passingValue": true,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "Invoice",
                                "kind": "LinkedField",
                                "name": "invoices",
                                "plural": true,
                                "selections": [
                                  (v2/*:: as any*/),
                                  (v12/*:: as any*/),
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "number",
                                    "storageKey": null
                                  },
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "issueDate",
                                    "storageKey": null
                                  },
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "dueDate",
                                    "storageKey": null
                                  },
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "payableCents",
                                    "storageKey": null
                                  },
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "paymentState",
                                    "storageKey": null
                                  },
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "overdue",
                                    "storageKey": null
                                  },
                                  (v8/*:: as any*/),
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "pdfUrl",
                                    "storageKey": null
                                  },
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "xmlUrl",
                                    "storageKey": null
                                  }
                                ],
                                "storageKey": null
                              }
                            ]
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "cursor",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PageInfo",
                    "kind": "LinkedField",
                    "name": "pageInfo",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "endCursor",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "hasNextPage",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "reservations(first:10,status:[\"FINISHED\",\"DELETED\"])"
              },
              {
                "alias": null,
                "args": (v7/*:: as any*/),
                "filters": [
                  "status"
                ],
                "handle": "connection",
                "key": "ReservationList_reservations",
                "kind": "LinkedHandle",
                "name": "reservations"
              }
            ],
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      },
      (v4/*:: as any*/),
      (v6/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "7a1eef283f4e95423643ed7b78d6cddd",
    "id": null,
    "metadata": {},
    "name": "InfoPageQuery",
    "operationKind": "query",
    "text": "query InfoPageQuery(\n  $money: Boolean!\n) {\n  viewer {\n    language\n    client {\n      id\n      ...ReservationList_client_1U32Nr\n    }\n    id\n  }\n  site {\n    contact {\n      companyName\n      address\n      countryEn: country(language: en)\n      countrySl: country(language: sl)\n      email\n      phone\n    }\n    guide: text(key: \"guide.contact\")\n    faqReservations: text(key: \"faq.reservations\")\n    faqManagement: text(key: \"faq.management\")\n    faqProfile: text(key: \"faq.profile\")\n  }\n  reservationRules {\n    minGuests\n    maxGuests\n    stops {\n      type\n      leadTimeHours\n    }\n  }\n}\n\nfragment DriverLinkShare_reservation on Reservation {\n  id\n  orderNumber\n  driverLink\n}\n\nfragment MealPreorder_reservation on Reservation {\n  id\n  type\n  guests\n  status\n  version\n  quotedPriceCents\n  currency\n  mealPreorderOpen\n  mealPreorderDeadline\n  mealPreorder {\n    mealsTotal\n    vegetarian\n    vegan\n    driverMeals\n    guideMeals\n    dishes {\n      menuItemId\n      name\n      priceCents\n      quantity\n    }\n    allergens {\n      allergen\n      count\n    }\n  }\n  priceEstimate {\n    guestsCents\n    dishesCents\n    crewCents\n    totalCents\n    currency\n  }\n}\n\nfragment ReconfirmationBadge_reservation on Reservation {\n  reconfirmationRequestedAt\n  reconfirmedAt\n}\n\nfragment ReservationCard_reservation_2JqfnJ on Reservation {\n  id\n  orderNumber\n  unreadMessages\n  type\n  guests\n  seatReservation\n  arrivalDay\n  arrivalLocalTime\n  responsibleFirstName\n  responsibleLastName\n  message\n  wishes\n  status\n  outcome\n  actualGuests\n  staffNote\n  quotedPriceCents\n  currency\n  createdAt\n  bookedByPerson {\n    name\n    former\n    staff\n  }\n  terms {\n    ...TermsSummary_terms\n  }\n  ...Timeline_reservation\n  ...MealPreorder_reservation\n  ...ReconfirmationBadge_reservation\n  ...ReservationInvoices_reservation @include(if: $money)\n  ...DriverLinkShare_reservation\n}\n\nfragment ReservationInvoices_reservation on Reservation {\n  id\n  invoices {\n    id\n    kind\n    number\n    issueDate\n    dueDate\n    payableCents\n    paymentState\n    overdue\n    currency\n    pdfUrl\n    xmlUrl\n  }\n}\n\nfragment ReservationList_client_1U32Nr on Client {\n  reservations(first: 10, status: [FINISHED, DELETED]) {\n    edges {\n      node {\n        id\n        ...ReservationCard_reservation_2JqfnJ\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n\nfragment TermsSummary_terms on BookingTerms {\n  underAgreement\n  agreementName\n  currency\n  crewMealsFree\n  paymentTermsDays\n  stopPrices {\n    type\n    priceCents\n    includesVat\n  }\n  freePlaces {\n    perPaying\n    max\n  }\n  cancellation {\n    noShowPercent\n    tiers {\n      hoursBefore\n      percent\n    }\n  }\n  deposit {\n    kind\n    percent\n    perGuestCents\n    dueFrom\n    dueDays\n  }\n  depositByRule\n}\n\nfragment Timeline_reservation on Reservation {\n  orderNumber\n  status\n  history {\n    kind\n    fromStatus\n    toStatus\n    note\n    at\n    changes {\n      field\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "cb4a84b116dae36d9242e1f2b18130a8";

export default node;
