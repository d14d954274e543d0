/**
 * @generated SignedSource<<55c9a961d6cd2115132d53c683bf766a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ReservationChangeKind = "CREATED" | "DRIVER_REPORT" | "EDITED" | "PLACED" | "RECONFIRMED" | "STATUS_CHANGED" | "%future added value";
export type ReservationStatus = "CREATED" | "DELETED" | "FINISHED" | "SCHEDULED" | "WAITING" | "%future added value";
export type reservationsFeedReservationSubscription$variables = Record<PropertyKey, never>;
export type reservationsFeedReservationSubscription$data = {
  readonly reservationChanged: {
    readonly at: any;
    readonly kind: ReservationChangeKind;
    readonly reservation: {
      readonly client: {
        readonly id: string;
        readonly name: string;
      };
      readonly id: string;
      readonly orderNumber: string;
      readonly status: ReservationStatus;
      readonly " $fragmentSpreads": FragmentRefs<"ReservationDetails_reservation" | "ReservationRow_reservation">;
    } | null | undefined;
    readonly reservationId: string;
    readonly status: ReservationStatus;
    readonly version: number;
  };
};
export type reservationsFeedReservationSubscription = {
  response: reservationsFeedReservationSubscription$data;
  variables: reservationsFeedReservationSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reservationId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "version",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "at",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
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
  "name": "name",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastName",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "outcome",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "actualGuests",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "former",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "reservationsFeedReservationSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ReservationChange",
        "kind": "LinkedField",
        "name": "reservationChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Reservation",
            "kind": "LinkedField",
            "name": "reservation",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Client",
                "kind": "LinkedField",
                "name": "client",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  (v7/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ReservationRow_reservation"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ReservationDetails_reservation"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "reservationsFeedReservationSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ReservationChange",
        "kind": "LinkedField",
        "name": "reservationChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Reservation",
            "kind": "LinkedField",
            "name": "reservation",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Client",
                "kind": "LinkedField",
                "name": "client",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
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
                  (v2/*:: as any*/)
                ],
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
                "name": "arrivalAt",
                "storageKey": null
              },
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
                "storageKey": null
              },
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "unreadMessages",
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
                "name": "coaches",
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
                "name": "durationMinutes",
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
                "selections": [
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v5/*:: as any*/)
                ],
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
              (v12/*:: as any*/),
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
                  (v12/*:: as any*/)
                ],
                "storageKey": null
              },
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
                  (v7/*:: as any*/),
                  (v13/*:: as any*/),
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
                      (v7/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "priceCents",
                        "storageKey": null
                      },
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
                "kind": "ScalarField",
                "name": "driverLink",
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
                  (v7/*:: as any*/),
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
                    "selections": [
                      (v5/*:: as any*/)
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
                "name": "arrivalWarnings",
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
                  (v0/*:: as any*/),
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
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "StaffMember",
                    "kind": "LinkedField",
                    "name": "staff",
                    "plural": false,
                    "selections": [
                      (v5/*:: as any*/),
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
                      (v9/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PersonName",
                    "kind": "LinkedField",
                    "name": "actorPerson",
                    "plural": false,
                    "selections": [
                      (v7/*:: as any*/),
                      (v13/*:: as any*/)
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
    "cacheID": "ffe42bd38153a49ee9ea9ef18c7b4c94",
    "id": null,
    "metadata": {},
    "name": "reservationsFeedReservationSubscription",
    "operationKind": "subscription",
    "text": "subscription reservationsFeedReservationSubscription {\n  reservationChanged {\n    kind\n    reservationId\n    status\n    version\n    at\n    reservation {\n      id\n      orderNumber\n      status\n      client {\n        id\n        name\n      }\n      ...ReservationRow_reservation\n      ...ReservationDetails_reservation\n    }\n  }\n}\n\nfragment ArrivalBadge_reservation on Reservation {\n  coaches\n  arrival {\n    driverState\n    etaAt\n    delayMinutes\n  }\n}\n\nfragment ArrivalSection_reservation on Reservation {\n  id\n  version\n  status\n  seatReservation\n  arrivalAt\n  coaches\n  bays\n  rooms {\n    name\n    seats\n    room {\n      id\n    }\n  }\n  arrival {\n    driverState\n    etaAt\n    delayMinutes\n    driverReportedAt\n  }\n  arrivalWarnings\n}\n\nfragment DriverLinkShare_reservation on Reservation {\n  id\n  orderNumber\n  driverLink\n}\n\nfragment MealPreorder_reservation on Reservation {\n  id\n  type\n  guests\n  status\n  version\n  quotedPriceCents\n  currency\n  mealPreorderOpen\n  mealPreorderDeadline\n  mealPreorder {\n    mealsTotal\n    vegetarian\n    vegan\n    driverMeals\n    guideMeals\n    dishes {\n      menuItemId\n      name\n      priceCents\n      quantity\n    }\n    allergens {\n      allergen\n      count\n    }\n  }\n  priceEstimate {\n    guestsCents\n    dishesCents\n    crewCents\n    totalCents\n    currency\n  }\n}\n\nfragment ReconfirmationBadge_reservation on Reservation {\n  reconfirmationRequestedAt\n  reconfirmedAt\n}\n\nfragment ReservationDetails_reservation on Reservation {\n  id\n  type\n  guests\n  seatReservation\n  arrivalDay\n  arrivalLocalTime\n  durationMinutes\n  responsibleFirstName\n  responsibleLastName\n  message\n  wishes\n  status\n  outcome\n  actualGuests\n  checkedInAt\n  checkedInBy {\n    name\n    firstName\n    lastName\n    id\n  }\n  staffNote\n  quotedPriceCents\n  currency\n  priceEstimate {\n    totalCents\n  }\n  createdAt\n  updatedAt\n  bookedByPerson {\n    name\n    former\n    staff\n  }\n  ...MealPreorder_reservation\n  ...ReconfirmationBadge_reservation\n  ...DriverLinkShare_reservation\n  ...ArrivalSection_reservation\n  client {\n    id\n    name\n    firstName\n    lastName\n    email\n    phone\n    contactInfo\n    language\n    status\n  }\n  history {\n    kind\n    fromStatus\n    toStatus\n    changes {\n      field\n      from\n      to\n    }\n    note\n    actorKind\n    overrides\n    overrideReason\n    outcome\n    actualGuests\n    at\n    staff {\n      id\n      name\n      firstName\n      lastName\n    }\n    actorPerson {\n      name\n      former\n    }\n  }\n}\n\nfragment ReservationRow_reservation on Reservation {\n  id\n  orderNumber\n  type\n  guests\n  seatReservation\n  arrivalDay\n  arrivalLocalTime\n  arrivalAt\n  status\n  outcome\n  actualGuests\n  createdAt\n  version\n  unreadMessages\n  client {\n    id\n    name\n  }\n  ...ReconfirmationBadge_reservation\n  ...ArrivalBadge_reservation\n}\n"
  }
};
})();

(node as any).hash = "28d010d4b7d89f7d524fe650fbbacf60";

export default node;
