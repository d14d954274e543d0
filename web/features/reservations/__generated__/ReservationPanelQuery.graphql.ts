/**
 * @generated SignedSource<<c76172784034d3a055c352d1503e3207>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ReservationStatus = "CREATED" | "DELETED" | "FINISHED" | "SCHEDULED" | "WAITING" | "%future added value";
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
export type ReservationPanelQuery$variables = {
  orderNumber: string;
};
export type ReservationPanelQuery$data = {
  readonly reservationRules: {
    readonly now: any;
  };
  readonly reservations: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly arrivalDay: string;
        readonly arrivalLocalTime: string;
        readonly canCheckIn: boolean;
        readonly client: {
          readonly name: string;
        };
        readonly guests: number;
        readonly history: ReadonlyArray<{
          readonly staff: {
            readonly firstName: string | null | undefined;
            readonly id: string;
            readonly lastName: string | null | undefined;
            readonly name: string;
          } | null | undefined;
        }>;
        readonly id: string;
        readonly orderNumber: string;
        readonly responsibleFirstName: string | null | undefined;
        readonly responsibleLastName: string | null | undefined;
        readonly seatReservation: boolean;
        readonly staffNote: string | null | undefined;
        readonly status: ReservationStatus;
        readonly type: StopType;
        readonly version: number;
        readonly wishes: string | null | undefined;
        readonly " $fragmentSpreads": FragmentRefs<"BillingSection_reservation" | "CheckInActions_reservation" | "Conversation_reservation" | "EditReservationForm_reservation" | "ReservationDetails_reservation" | "StaffNotes_reservation">;
      };
    }>;
  };
  readonly viewer: {
    readonly staff: {
      readonly id: string;
    } | null | undefined;
  };
};
export type ReservationPanelQuery = {
  response: ReservationPanelQuery$data;
  variables: ReservationPanelQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "orderNumber"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/)
],
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "StaffMember",
  "kind": "LinkedField",
  "name": "staff",
  "plural": false,
  "selections": (v2/*:: as any*/),
  "storageKey": null
},
v4 = {
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
v5 = [
  {
    "fields": [
      {
        "kind": "Variable",
        "name": "orderNumber",
        "variableName": "orderNumber"
      }
    ],
    "kind": "ObjectValue",
    "name": "filter"
  },
  {
    "kind": "Literal",
    "name": "first",
    "value": 1
  },
  {
    "kind": "Literal",
    "name": "view",
    "value": "ALL"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "orderNumber",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "version",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "guests",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "seatReservation",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "arrivalDay",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "arrivalLocalTime",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "responsibleFirstName",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "responsibleLastName",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "wishes",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "staffNote",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastName",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "concreteType": "StaffMember",
  "kind": "LinkedField",
  "name": "staff",
  "plural": false,
  "selections": [
    (v1/*:: as any*/),
    (v18/*:: as any*/),
    (v19/*:: as any*/),
    (v20/*:: as any*/)
  ],
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "canCheckIn",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "outcome",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "actualGuests",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "former",
  "storageKey": null
},
v27 = [
  (v18/*:: as any*/),
  (v26/*:: as any*/)
],
v28 = [
  (v18/*:: as any*/),
  (v19/*:: as any*/),
  (v20/*:: as any*/),
  (v1/*:: as any*/)
],
v29 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v30 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v31 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "quantity",
  "storageKey": null
},
v32 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  }
],
v33 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "body",
  "storageKey": null
},
v34 = {
  "alias": null,
  "args": null,
  "concreteType": "StaffMember",
  "kind": "LinkedField",
  "name": "author",
  "plural": false,
  "selections": (v28/*:: as any*/),
  "storageKey": null
},
v35 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v36 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v37 = {
  "kind": "ClientExtension",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "__id",
      "storageKey": null
    }
  ]
},
v38 = [
  {
    "kind": "Literal",
    "name": "last",
    "value": 30
  }
],
v39 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reason",
  "storageKey": null
},
v40 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "perGuestCents",
  "storageKey": null
},
v41 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "includesVat",
  "storageKey": null
},
v42 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "vatRateBp",
  "storageKey": null
},
v43 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "netCents",
  "storageKey": null
},
v44 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "vatCents",
  "storageKey": null
},
v45 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "payableCents",
  "storageKey": null
},
v46 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v47 = [
  (v46/*:: as any*/),
  (v1/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ReservationPanelQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
        ],
        "storageKey": null
      },
      (v4/*:: as any*/),
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "QueryReservationsConnection",
        "kind": "LinkedField",
        "name": "reservations",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryReservationsConnectionEdge",
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
                  (v1/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Client",
                    "kind": "LinkedField",
                    "name": "client",
                    "plural": false,
                    "selections": [
                      (v18/*:: as any*/)
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
                      (v21/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v22/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "ReservationDetails_reservation"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "CheckInActions_reservation"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "EditReservationForm_reservation"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "StaffNotes_reservation"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "Conversation_reservation"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "BillingSection_reservation"
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
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReservationPanelQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      (v4/*:: as any*/),
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "QueryReservationsConnection",
        "kind": "LinkedField",
        "name": "reservations",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryReservationsConnectionEdge",
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
                  (v1/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Client",
                    "kind": "LinkedField",
                    "name": "client",
                    "plural": false,
                    "selections": [
                      (v18/*:: as any*/),
                      (v1/*:: as any*/),
                      (v19/*:: as any*/),
                      (v20/*:: as any*/),
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
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "contactInfo",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "language",
                        "storageKey": null
                      },
                      (v8/*:: as any*/)
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
                      (v21/*:: as any*/),
                      (v23/*:: as any*/),
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
                          },
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
                          }
                        ],
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
                        "name": "actorKind",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "overrides",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "overrideReason",
                        "storageKey": null
                      },
                      (v24/*:: as any*/),
                      (v25/*:: as any*/),
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
                        "concreteType": "PersonName",
                        "kind": "LinkedField",
                        "name": "actorPerson",
                        "plural": false,
                        "selections": (v27/*:: as any*/),
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v22/*:: as any*/),
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
                    "name": "message",
                    "storageKey": null
                  },
                  (v24/*:: as any*/),
                  (v25/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "checkedInAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "StaffMember",
                    "kind": "LinkedField",
                    "name": "checkedInBy",
                    "plural": false,
                    "selections": (v28/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "quotedPriceCents",
                    "storageKey": null
                  },
                  (v29/*:: as any*/),
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
                        "name": "totalCents",
                        "storageKey": null
                      },
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
                      (v29/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v30/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "updatedAt",
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
                      (v18/*:: as any*/),
                      (v26/*:: as any*/),
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
                          (v18/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "priceCents",
                            "storageKey": null
                          },
                          (v31/*:: as any*/)
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
                    "name": "arrivalAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "coaches",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "bays",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ReservationRoomPlacement",
                    "kind": "LinkedField",
                    "name": "rooms",
                    "plural": true,
                    "selections": [
                      (v18/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "seats",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Room",
                        "kind": "LinkedField",
                        "name": "room",
                        "plural": false,
                        "selections": (v2/*:: as any*/),
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ReservationArrival",
                    "kind": "LinkedField",
                    "name": "arrival",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "driverState",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "etaAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "delayMinutes",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "driverReportedAt",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "arrivalWarnings",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "canMarkNoShow",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": (v32/*:: as any*/),
                    "concreteType": "StaffNoteConnection",
                    "kind": "LinkedField",
                    "name": "staffNotes",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "StaffNoteEdge",
                        "kind": "LinkedField",
                        "name": "edges",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "StaffNote",
                            "kind": "LinkedField",
                            "name": "node",
                            "plural": false,
                            "selections": [
                              (v1/*:: as any*/),
                              (v33/*:: as any*/),
                              (v30/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "canDelete",
                                "storageKey": null
                              },
                              (v34/*:: as any*/),
                              (v35/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          (v36/*:: as any*/)
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
                      },
                      (v37/*:: as any*/)
                    ],
                    "storageKey": "staffNotes(first:20)"
                  },
                  {
                    "alias": null,
                    "args": (v32/*:: as any*/),
                    "filters": null,
                    "handle": "connection",
                    "key": "StaffNotes_reservation_staffNotes",
                    "kind": "LinkedHandle",
                    "name": "staffNotes"
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "conversationOpen",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "unreadMessages",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": (v38/*:: as any*/),
                    "concreteType": "ReservationMessageConnection",
                    "kind": "LinkedField",
                    "name": "messages",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ReservationMessageEdge",
                        "kind": "LinkedField",
                        "name": "edges",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "ReservationMessage",
                            "kind": "LinkedField",
                            "name": "node",
                            "plural": false,
                            "selections": [
                              (v1/*:: as any*/),
                              (v33/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "side",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "fromMySide",
                                "storageKey": null
                              },
                              (v30/*:: as any*/),
                              (v34/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "PersonName",
                                "kind": "LinkedField",
                                "name": "authorPerson",
                                "plural": false,
                                "selections": (v27/*:: as any*/),
                                "storageKey": null
                              },
                              (v35/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          (v36/*:: as any*/)
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
                            "name": "hasPreviousPage",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "startCursor",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      (v37/*:: as any*/)
                    ],
                    "storageKey": "messages(last:30)"
                  },
                  {
                    "alias": null,
                    "args": (v38/*:: as any*/),
                    "filters": null,
                    "handle": "connection",
                    "key": "Conversation_messages",
                    "kind": "LinkedHandle",
                    "name": "messages"
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ReservationFee",
                    "kind": "LinkedField",
                    "name": "fee",
                    "plural": false,
                    "selections": [
                      (v39/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "percent",
                        "storageKey": null
                      },
                      (v10/*:: as any*/),
                      (v40/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "amountCents",
                        "storageKey": null
                      },
                      (v29/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "waived",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "FeeWaiver",
                    "kind": "LinkedField",
                    "name": "feeWaiver",
                    "plural": false,
                    "selections": [
                      (v39/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "StaffMember",
                        "kind": "LinkedField",
                        "name": "by",
                        "plural": false,
                        "selections": [
                          (v18/*:: as any*/),
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
                    "concreteType": "Invoice",
                    "kind": "LinkedField",
                    "name": "invoiceDraft",
                    "plural": false,
                    "selections": [
                      (v1/*:: as any*/),
                      (v29/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "InvoiceLine",
                        "kind": "LinkedField",
                        "name": "lines",
                        "plural": true,
                        "selections": [
                          (v1/*:: as any*/),
                          (v23/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "description",
                            "storageKey": null
                          },
                          (v31/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "unitPriceCents",
                            "storageKey": null
                          },
                          (v41/*:: as any*/),
                          (v42/*:: as any*/),
                          (v43/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "InvoiceDraftBasis",
                        "kind": "LinkedField",
                        "name": "draftBasis",
                        "plural": false,
                        "selections": [
                          (v40/*:: as any*/),
                          (v41/*:: as any*/),
                          (v42/*:: as any*/),
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
                            "name": "paymentTermsDays",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "billedGuests",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "guaranteedMinimum",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "freePlaces",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "InvoiceVatBreakdown",
                        "kind": "LinkedField",
                        "name": "vatBreakdown",
                        "plural": true,
                        "selections": [
                          (v42/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "baseCents",
                            "storageKey": null
                          },
                          (v44/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v43/*:: as any*/),
                      (v44/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "roundingCents",
                        "storageKey": null
                      },
                      (v45/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Invoice",
                    "kind": "LinkedField",
                    "name": "invoices",
                    "plural": true,
                    "selections": [
                      (v1/*:: as any*/),
                      (v23/*:: as any*/),
                      (v46/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "issueDate",
                        "storageKey": null
                      },
                      (v45/*:: as any*/),
                      (v29/*:: as any*/),
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
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Invoice",
                        "kind": "LinkedField",
                        "name": "creditedBy",
                        "plural": false,
                        "selections": (v47/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Invoice",
                        "kind": "LinkedField",
                        "name": "correctsInvoice",
                        "plural": false,
                        "selections": (v47/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "paidCents",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "openCents",
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
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "nextReminderOn",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "InvoiceReminder",
                        "kind": "LinkedField",
                        "name": "reminders",
                        "plural": true,
                        "selections": [
                          (v35/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "InvoiceReminderPause",
                        "kind": "LinkedField",
                        "name": "remindersPause",
                        "plural": false,
                        "selections": [
                          (v39/*:: as any*/)
                        ],
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
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ac4106b5e61a019b4e80e1c0eee9ebe2",
    "id": null,
    "metadata": {},
    "name": "ReservationPanelQuery",
    "operationKind": "query",
    "text": "query ReservationPanelQuery(\n  $orderNumber: String!\n) {\n  viewer {\n    staff {\n      id\n    }\n    id\n  }\n  reservationRules {\n    now\n  }\n  reservations(view: ALL, filter: {orderNumber: $orderNumber}, first: 1) {\n    edges {\n      node {\n        id\n        orderNumber\n        version\n        status\n        type\n        guests\n        seatReservation\n        arrivalDay\n        arrivalLocalTime\n        responsibleFirstName\n        responsibleLastName\n        wishes\n        staffNote\n        client {\n          name\n          id\n        }\n        history {\n          staff {\n            id\n            name\n            firstName\n            lastName\n          }\n        }\n        canCheckIn\n        ...ReservationDetails_reservation\n        ...CheckInActions_reservation\n        ...EditReservationForm_reservation\n        ...StaffNotes_reservation\n        ...Conversation_reservation\n        ...BillingSection_reservation\n      }\n    }\n  }\n}\n\nfragment ArrivalSection_reservation on Reservation {\n  id\n  version\n  status\n  seatReservation\n  arrivalAt\n  coaches\n  bays\n  rooms {\n    name\n    seats\n    room {\n      id\n    }\n  }\n  arrival {\n    driverState\n    etaAt\n    delayMinutes\n    driverReportedAt\n  }\n  arrivalWarnings\n}\n\nfragment BillingSection_reservation on Reservation {\n  id\n  orderNumber\n  status\n  fee {\n    reason\n    percent\n    guests\n    perGuestCents\n    amountCents\n    currency\n    waived\n  }\n  feeWaiver {\n    reason\n    by {\n      name\n      id\n    }\n  }\n  invoiceDraft {\n    id\n    currency\n    lines {\n      id\n    }\n    draftBasis {\n      perGuestCents\n      includesVat\n      vatRateBp\n      underAgreement\n      agreementName\n      paymentTermsDays\n      billedGuests\n      guaranteedMinimum\n      freePlaces\n    }\n    ...InvoiceLines_invoice\n  }\n  invoices {\n    id\n    kind\n    number\n    issueDate\n    payableCents\n    currency\n    pdfUrl\n    xmlUrl\n    creditedBy {\n      number\n      id\n    }\n    correctsInvoice {\n      number\n      id\n    }\n    ...InvoicePayment_invoice\n  }\n}\n\nfragment CheckInActions_reservation on Reservation {\n  id\n  orderNumber\n  version\n  guests\n  canCheckIn\n  canMarkNoShow\n  client {\n    name\n    id\n  }\n}\n\nfragment Conversation_reservation on Reservation {\n  id\n  conversationOpen\n  unreadMessages\n  messages(last: 30) {\n    edges {\n      node {\n        id\n        body\n        side\n        fromMySide\n        createdAt\n        author {\n          name\n          firstName\n          lastName\n          id\n        }\n        authorPerson {\n          name\n          former\n        }\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      hasPreviousPage\n      startCursor\n    }\n  }\n}\n\nfragment DriverLinkShare_reservation on Reservation {\n  id\n  orderNumber\n  driverLink\n}\n\nfragment EditReservationForm_reservation on Reservation {\n  id\n  orderNumber\n  type\n  guests\n  coaches\n  seatReservation\n  arrivalDay\n  arrivalLocalTime\n  durationMinutes\n  responsibleFirstName\n  responsibleLastName\n  wishes\n}\n\nfragment InvoiceLines_invoice on Invoice {\n  currency\n  lines {\n    id\n    kind\n    description\n    quantity\n    unitPriceCents\n    includesVat\n    vatRateBp\n    netCents\n  }\n  vatBreakdown {\n    vatRateBp\n    baseCents\n    vatCents\n  }\n  netCents\n  vatCents\n  roundingCents\n  payableCents\n}\n\nfragment InvoicePayment_invoice on Invoice {\n  id\n  number\n  currency\n  paidCents\n  openCents\n  paymentState\n  overdue\n  nextReminderOn\n  reminders {\n    __typename\n  }\n  remindersPause {\n    reason\n  }\n}\n\nfragment MealPreorder_reservation on Reservation {\n  id\n  type\n  guests\n  status\n  version\n  quotedPriceCents\n  currency\n  mealPreorderOpen\n  mealPreorderDeadline\n  mealPreorder {\n    mealsTotal\n    vegetarian\n    vegan\n    driverMeals\n    guideMeals\n    dishes {\n      menuItemId\n      name\n      priceCents\n      quantity\n    }\n    allergens {\n      allergen\n      count\n    }\n  }\n  priceEstimate {\n    guestsCents\n    dishesCents\n    crewCents\n    totalCents\n    currency\n  }\n}\n\nfragment ReconfirmationBadge_reservation on Reservation {\n  reconfirmationRequestedAt\n  reconfirmedAt\n}\n\nfragment ReservationDetails_reservation on Reservation {\n  id\n  type\n  guests\n  seatReservation\n  arrivalDay\n  arrivalLocalTime\n  durationMinutes\n  responsibleFirstName\n  responsibleLastName\n  message\n  wishes\n  status\n  outcome\n  actualGuests\n  checkedInAt\n  checkedInBy {\n    name\n    firstName\n    lastName\n    id\n  }\n  staffNote\n  quotedPriceCents\n  currency\n  priceEstimate {\n    totalCents\n  }\n  createdAt\n  updatedAt\n  bookedByPerson {\n    name\n    former\n    staff\n  }\n  ...MealPreorder_reservation\n  ...ReconfirmationBadge_reservation\n  ...DriverLinkShare_reservation\n  ...ArrivalSection_reservation\n  client {\n    id\n    name\n    firstName\n    lastName\n    email\n    phone\n    contactInfo\n    language\n    status\n  }\n  history {\n    kind\n    fromStatus\n    toStatus\n    changes {\n      field\n      from\n      to\n    }\n    note\n    actorKind\n    overrides\n    overrideReason\n    outcome\n    actualGuests\n    at\n    staff {\n      id\n      name\n      firstName\n      lastName\n    }\n    actorPerson {\n      name\n      former\n    }\n  }\n}\n\nfragment StaffNotes_note on StaffNote {\n  id\n  body\n  createdAt\n  canDelete\n  author {\n    name\n    firstName\n    lastName\n    id\n  }\n}\n\nfragment StaffNotes_reservation on Reservation {\n  id\n  staffNotes(first: 20) {\n    edges {\n      node {\n        id\n        ...StaffNotes_note\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a1edb404748c18a4166c42b25e197ce1";

export default node;
