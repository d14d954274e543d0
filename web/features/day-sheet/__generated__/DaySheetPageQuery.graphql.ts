/**
 * @generated SignedSource<<c0938db607883314a95e2eb3cced5b58>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
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
        readonly arrivalLocalTime: string;
        readonly guests: number;
        readonly id: string;
        readonly message: string | null | undefined;
        readonly orderNumber: string;
        readonly organisation: {
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
        readonly " $fragmentSpreads": FragmentRefs<"ReconfirmationBadge_reservation">;
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
  "name": "guests",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "DaySheetTotals",
  "kind": "LinkedField",
  "name": "totals",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reservations",
      "storageKey": null
    },
    (v4/*:: as any*/),
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
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hour",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
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
  "kind": "ScalarField",
  "name": "orderNumber",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "arrivalLocalTime",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "seatReservation",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
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
  "name": "message",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "wishes",
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
  "name": "phone",
  "storageKey": null
},
v20 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 5
  }
],
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "body",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastName",
  "storageKey": null
},
v25 = [
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
          (v21/*:: as any*/),
          (v22/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "StaffMember",
            "kind": "LinkedField",
            "name": "author",
            "plural": false,
            "selections": [
              (v18/*:: as any*/),
              (v23/*:: as any*/),
              (v24/*:: as any*/)
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
v26 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  }
],
v27 = [
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
          (v21/*:: as any*/),
          (v22/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "StaffMember",
            "kind": "LinkedField",
            "name": "author",
            "plural": false,
            "selections": [
              (v18/*:: as any*/),
              (v23/*:: as any*/),
              (v24/*:: as any*/),
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
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "DaySheetHour",
            "kind": "LinkedField",
            "name": "hours",
            "plural": true,
            "selections": [
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Reservation",
                "kind": "LinkedField",
                "name": "reservations",
                "plural": true,
                "selections": [
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v4/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
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
                    "name": "organisation",
                    "plural": false,
                    "selections": [
                      (v18/*:: as any*/),
                      (v19/*:: as any*/),
                      {
                        "alias": null,
                        "args": (v20/*:: as any*/),
                        "concreteType": "StaffNoteConnection",
                        "kind": "LinkedField",
                        "name": "staffNotes",
                        "plural": false,
                        "selections": (v25/*:: as any*/),
                        "storageKey": "staffNotes(first:5)"
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": (v26/*:: as any*/),
                    "concreteType": "StaffNoteConnection",
                    "kind": "LinkedField",
                    "name": "staffNotes",
                    "plural": false,
                    "selections": (v25/*:: as any*/),
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
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "DaySheetHour",
            "kind": "LinkedField",
            "name": "hours",
            "plural": true,
            "selections": [
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Reservation",
                "kind": "LinkedField",
                "name": "reservations",
                "plural": true,
                "selections": [
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v4/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
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
                    "concreteType": "Client",
                    "kind": "LinkedField",
                    "name": "organisation",
                    "plural": false,
                    "selections": [
                      (v18/*:: as any*/),
                      (v19/*:: as any*/),
                      {
                        "alias": null,
                        "args": (v20/*:: as any*/),
                        "concreteType": "StaffNoteConnection",
                        "kind": "LinkedField",
                        "name": "staffNotes",
                        "plural": false,
                        "selections": (v27/*:: as any*/),
                        "storageKey": "staffNotes(first:5)"
                      },
                      (v8/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": (v26/*:: as any*/),
                    "concreteType": "StaffNoteConnection",
                    "kind": "LinkedField",
                    "name": "staffNotes",
                    "plural": false,
                    "selections": (v27/*:: as any*/),
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
    "cacheID": "6f7cb9452f401721c77bbea282a9f2c8",
    "id": null,
    "metadata": {},
    "name": "DaySheetPageQuery",
    "operationKind": "query",
    "text": "query DaySheetPageQuery(\n  $date: String!\n) {\n  daySheet(date: $date) {\n    date\n    today\n    totals {\n      reservations\n      guests\n      seats\n      longStops\n      shortStops\n      unconfirmed\n    }\n    hours {\n      hour\n      label\n      totals {\n        reservations\n        guests\n        seats\n        longStops\n        shortStops\n        unconfirmed\n      }\n      reservations {\n        id\n        orderNumber\n        arrivalLocalTime\n        type\n        guests\n        seatReservation\n        status\n        responsibleFirstName\n        responsibleLastName\n        message\n        wishes\n        ...ReconfirmationBadge_reservation\n        organisation {\n          name\n          phone\n          staffNotes(first: 5) {\n            edges {\n              node {\n                id\n                body\n                createdAt\n                author {\n                  name\n                  firstName\n                  lastName\n                  id\n                }\n              }\n            }\n          }\n          id\n        }\n        staffNotes(first: 10) {\n          edges {\n            node {\n              id\n              body\n              createdAt\n              author {\n                name\n                firstName\n                lastName\n                id\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n}\n\nfragment ReconfirmationBadge_reservation on Reservation {\n  reconfirmationRequestedAt\n  reconfirmedAt\n}\n"
  }
};
})();

(node as any).hash = "049f6ee2977f9c342b1595bd2f8cc724";

export default node;
