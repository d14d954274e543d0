/**
 * @generated SignedSource<<eb3f72333e1d73160a1cd960d6e5591f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ReservationOutcome = "ARRIVED" | "CANCELLED_BY_CLIENT" | "CANCELLED_BY_STAFF" | "DECLINED" | "NO_SHOW" | "%future added value";
export type ReservationStatus = "CREATED" | "DELETED" | "FINISHED" | "SCHEDULED" | "WAITING" | "%future added value";
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
export type DaySheetPageQuery$variables = {
  date: string;
};
export type DaySheetPageQuery$data = {
  readonly daySheet: {
    readonly date: string;
    readonly hours: ReadonlyArray<{
      readonly hour: number;
      readonly label: string;
      readonly reservations: ReadonlyArray<{
        readonly actualGuests: number | null | undefined;
        readonly arrivalLocalTime: string;
        readonly bays: ReadonlyArray<number>;
        readonly client: {
          readonly name: string;
          readonly phone: string | null | undefined;
          readonly staffNotes: {
            readonly edges: ReadonlyArray<{
              readonly node: {
                readonly author: {
                  readonly firstName: string | null | undefined;
                  readonly lastName: string | null | undefined;
                  readonly name: string;
                };
                readonly body: string;
                readonly createdAt: any;
                readonly id: string;
              };
            }>;
          } | null | undefined;
        };
        readonly guests: number;
        readonly id: string;
        readonly message: string | null | undefined;
        readonly orderNumber: string;
        readonly outcome: ReservationOutcome | null | undefined;
        readonly responsibleFirstName: string | null | undefined;
        readonly responsibleLastName: string | null | undefined;
        readonly seatReservation: boolean;
        readonly staffNotes: {
          readonly edges: ReadonlyArray<{
            readonly node: {
              readonly author: {
                readonly firstName: string | null | undefined;
                readonly lastName: string | null | undefined;
                readonly name: string;
              };
              readonly body: string;
              readonly createdAt: any;
              readonly id: string;
            };
          }>;
        } | null | undefined;
        readonly status: ReservationStatus;
        readonly type: StopType;
        readonly wishes: string | null | undefined;
        readonly " $fragmentSpreads": FragmentRefs<"ArrivalBadge_reservation" | "CheckInActions_reservation" | "ReconfirmationBadge_reservation">;
      }>;
      readonly totals: {
        readonly guests: number;
        readonly longStops: number;
        readonly reservations: number;
        readonly seats: number;
        readonly shortStops: number;
        readonly unconfirmed: number;
      };
    }>;
    readonly kitchen: {
      readonly " $fragmentSpreads": FragmentRefs<"KitchenTotals_day">;
    };
    readonly rooms: ReadonlyArray<{
      readonly name: string | null | undefined;
      readonly reservations: ReadonlyArray<{
        readonly id: string;
      }>;
      readonly totals: {
        readonly guests: number;
        readonly longStops: number;
        readonly reservations: number;
        readonly seats: number;
        readonly shortStops: number;
        readonly unconfirmed: number;
      };
    }>;
    readonly today: string;
    readonly totals: {
      readonly guests: number;
      readonly longStops: number;
      readonly reservations: number;
      readonly seats: number;
      readonly shortStops: number;
      readonly unconfirmed: number;
    };
  };
};
export type DaySheetPageQuery = {
  response: DaySheetPageQuery$data;
  variables: DaySheetPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "date"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "date",
    "variableName": "date"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "date",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "today",
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
  "concreteType": "DaySheetTotals",
  "kind": "LinkedField",
  "name": "totals",
  "plural": false,
  "selections": [
    (v4/*:: as any*/),
    (v5/*:: as any*/),
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
      "kind": "ScalarField",
      "name": "longStops",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "shortStops",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unconfirmed",
      "storageKey": null
    }
  ],
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
  "name": "id",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "DaySheetRoomGroup",
  "kind": "LinkedField",
  "name": "rooms",
  "plural": true,
  "selections": [
    (v7/*:: as any*/),
    (v6/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Reservation",
      "kind": "LinkedField",
      "name": "reservations",
      "plural": true,
      "selections": [
        (v8/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hour",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "orderNumber",
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
  "name": "bays",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "seatReservation",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "outcome",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "actualGuests",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "responsibleFirstName",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "responsibleLastName",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "wishes",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "phone",
  "storageKey": null
},
v25 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 5
  }
],
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "body",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v29 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastName",
  "storageKey": null
},
v30 = [
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
          (v8/*:: as any*/),
          (v26/*:: as any*/),
          (v27/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "StaffMember",
            "kind": "LinkedField",
            "name": "author",
            "plural": false,
            "selections": [
              (v7/*:: as any*/),
              (v28/*:: as any*/),
              (v29/*:: as any*/)
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
v31 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  }
],
v32 = {
  "alias": null,
  "args": null,
  "concreteType": "KitchenTotals",
  "kind": "LinkedField",
  "name": "totals",
  "plural": false,
  "selections": [
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "preordered",
      "storageKey": null
    },
    (v5/*:: as any*/),
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
      "concreteType": "KitchenDish",
      "kind": "LinkedField",
      "name": "dishes",
      "plural": true,
      "selections": [
        (v7/*:: as any*/),
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
v33 = [
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
          (v8/*:: as any*/),
          (v26/*:: as any*/),
          (v27/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "StaffMember",
            "kind": "LinkedField",
            "name": "author",
            "plural": false,
            "selections": [
              (v7/*:: as any*/),
              (v28/*:: as any*/),
              (v29/*:: as any*/),
              (v8/*:: as any*/)
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
    "name": "DaySheetPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DaySheet",
        "kind": "LinkedField",
        "name": "daySheet",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "KitchenDay",
            "kind": "LinkedField",
            "name": "kitchen",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "KitchenTotals_day"
              }
            ],
            "storageKey": null
          },
          (v6/*:: as any*/),
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "DaySheetHour",
            "kind": "LinkedField",
            "name": "hours",
            "plural": true,
            "selections": [
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Reservation",
                "kind": "LinkedField",
                "name": "reservations",
                "plural": true,
                "selections": [
                  (v8/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "ArrivalBadge_reservation"
                  },
                  (v15/*:: as any*/),
                  (v5/*:: as any*/),
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  (v18/*:: as any*/),
                  (v19/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "CheckInActions_reservation"
                  },
                  (v20/*:: as any*/),
                  (v21/*:: as any*/),
                  (v22/*:: as any*/),
                  (v23/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "ReconfirmationBadge_reservation"
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Client",
                    "kind": "LinkedField",
                    "name": "client",
                    "plural": false,
                    "selections": [
                      (v7/*:: as any*/),
                      (v24/*:: as any*/),
                      {
                        "alias": null,
                        "args": (v25/*:: as any*/),
                        "concreteType": "StaffNoteConnection",
                        "kind": "LinkedField",
                        "name": "staffNotes",
                        "plural": false,
                        "selections": (v30/*:: as any*/),
                        "storageKey": "staffNotes(first:5)"
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": (v31/*:: as any*/),
                    "concreteType": "StaffNoteConnection",
                    "kind": "LinkedField",
                    "name": "staffNotes",
                    "plural": false,
                    "selections": (v30/*:: as any*/),
                    "storageKey": "staffNotes(first:10)"
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
    "name": "DaySheetPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DaySheet",
        "kind": "LinkedField",
        "name": "daySheet",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "KitchenDay",
            "kind": "LinkedField",
            "name": "kitchen",
            "plural": false,
            "selections": [
              (v32/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "KitchenHour",
                "kind": "LinkedField",
                "name": "hours",
                "plural": true,
                "selections": [
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v32/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v6/*:: as any*/),
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "DaySheetHour",
            "kind": "LinkedField",
            "name": "hours",
            "plural": true,
            "selections": [
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Reservation",
                "kind": "LinkedField",
                "name": "reservations",
                "plural": true,
                "selections": [
                  (v8/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
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
                      }
                    ],
                    "storageKey": null
                  },
                  (v15/*:: as any*/),
                  (v5/*:: as any*/),
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  (v18/*:: as any*/),
                  (v19/*:: as any*/),
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
                    "name": "canCheckIn",
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
                    "args": null,
                    "concreteType": "Client",
                    "kind": "LinkedField",
                    "name": "client",
                    "plural": false,
                    "selections": [
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
                      (v24/*:: as any*/),
                      {
                        "alias": null,
                        "args": (v25/*:: as any*/),
                        "concreteType": "StaffNoteConnection",
                        "kind": "LinkedField",
                        "name": "staffNotes",
                        "plural": false,
                        "selections": (v33/*:: as any*/),
                        "storageKey": "staffNotes(first:5)"
                      }
                    ],
                    "storageKey": null
                  },
                  (v20/*:: as any*/),
                  (v21/*:: as any*/),
                  (v22/*:: as any*/),
                  (v23/*:: as any*/),
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
                    "args": (v31/*:: as any*/),
                    "concreteType": "StaffNoteConnection",
                    "kind": "LinkedField",
                    "name": "staffNotes",
                    "plural": false,
                    "selections": (v33/*:: as any*/),
                    "storageKey": "staffNotes(first:10)"
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
    "cacheID": "726fd2301fe11971c9358b69289d5e6f",
    "id": null,
    "metadata": {},
    "name": "DaySheetPageQuery",
    "operationKind": "query",
    "text": "query DaySheetPageQuery(\n  $date: String!\n) {\n  daySheet(date: $date) {\n    date\n    today\n    kitchen {\n      ...KitchenTotals_day\n    }\n    totals {\n      reservations\n      guests\n      seats\n      longStops\n      shortStops\n      unconfirmed\n    }\n    rooms {\n      name\n      totals {\n        reservations\n        guests\n        seats\n        longStops\n        shortStops\n        unconfirmed\n      }\n      reservations {\n        id\n      }\n    }\n    hours {\n      hour\n      label\n      totals {\n        reservations\n        guests\n        seats\n        longStops\n        shortStops\n        unconfirmed\n      }\n      reservations {\n        id\n        orderNumber\n        arrivalLocalTime\n        bays\n        ...ArrivalBadge_reservation\n        type\n        guests\n        seatReservation\n        status\n        outcome\n        actualGuests\n        ...CheckInActions_reservation\n        responsibleFirstName\n        responsibleLastName\n        message\n        wishes\n        ...ReconfirmationBadge_reservation\n        client {\n          name\n          phone\n          staffNotes(first: 5) {\n            edges {\n              node {\n                id\n                body\n                createdAt\n                author {\n                  name\n                  firstName\n                  lastName\n                  id\n                }\n              }\n            }\n          }\n          id\n        }\n        staffNotes(first: 10) {\n          edges {\n            node {\n              id\n              body\n              createdAt\n              author {\n                name\n                firstName\n                lastName\n                id\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n}\n\nfragment ArrivalBadge_reservation on Reservation {\n  coaches\n  arrival {\n    driverState\n    etaAt\n    delayMinutes\n  }\n}\n\nfragment CheckInActions_reservation on Reservation {\n  id\n  orderNumber\n  version\n  guests\n  canCheckIn\n  canMarkNoShow\n  client {\n    name\n    id\n  }\n}\n\nfragment KitchenTotals_day on KitchenDay {\n  totals {\n    reservations\n    preordered\n    guests\n    vegetarian\n    vegan\n    driverMeals\n    guideMeals\n    dishes {\n      name\n      quantity\n    }\n    allergens {\n      allergen\n      count\n    }\n  }\n  hours {\n    hour\n    label\n    totals {\n      reservations\n      preordered\n      guests\n      vegetarian\n      vegan\n      driverMeals\n      guideMeals\n      dishes {\n        name\n        quantity\n      }\n      allergens {\n        allergen\n        count\n      }\n    }\n  }\n}\n\nfragment ReconfirmationBadge_reservation on Reservation {\n  reconfirmationRequestedAt\n  reconfirmedAt\n}\n"
  }
};
})();

(node as any).hash = "3e49ce29cae62a8bf3bb639d602e0a9a";

export default node;
