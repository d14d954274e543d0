/**
 * @generated SignedSource<<93b906e81e1437a3743ee47711eb13c6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ActorKind = "ANONYMOUS" | "CLIENT" | "STAFF" | "SYSTEM" | "%future added value";
export type BookingOverride = "HORIZON" | "LEAD_TIME" | "PACING" | "%future added value";
export type Language = "en" | "sl" | "%future added value";
export type OrganisationStatus = "APPROVED" | "ARCHIVED" | "BLOCKED" | "PENDING" | "%future added value";
export type ReservationEventKind = "CREATED" | "DRIVER_REPORT" | "EDITED" | "PLACED" | "RECONFIRMED" | "STATUS_CHANGED" | "%future added value";
export type ReservationOutcome = "ARRIVED" | "CANCELLED_BY_CLIENT" | "CANCELLED_BY_STAFF" | "DECLINED" | "NO_SHOW" | "%future added value";
export type ReservationStatus = "CREATED" | "DELETED" | "FINISHED" | "SCHEDULED" | "WAITING" | "%future added value";
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ReservationDetails_reservation$data = {
  readonly actualGuests: number | null | undefined;
  readonly arrivalDay: string;
  readonly arrivalLocalTime: string;
  readonly bookedByPerson: {
    readonly former: boolean;
    readonly name: string | null | undefined;
    readonly staff: boolean;
  } | null | undefined;
  readonly checkedInAt: any | null | undefined;
  readonly checkedInBy: {
    readonly firstName: string | null | undefined;
    readonly lastName: string | null | undefined;
    readonly name: string;
  } | null | undefined;
  readonly client: {
    readonly contactInfo: string | null | undefined;
    readonly email: string;
    readonly firstName: string | null | undefined;
    readonly id: string;
    readonly language: Language;
    readonly lastName: string | null | undefined;
    readonly name: string;
    readonly phone: string | null | undefined;
    readonly status: OrganisationStatus;
  };
  readonly createdAt: any;
  readonly currency: string;
  readonly durationMinutes: number;
  readonly guests: number;
  readonly history: ReadonlyArray<{
    readonly actorKind: ActorKind;
    readonly actorPerson: {
      readonly former: boolean;
      readonly name: string | null | undefined;
    } | null | undefined;
    readonly actualGuests: number | null | undefined;
    readonly at: any;
    readonly changes: ReadonlyArray<{
      readonly field: string;
      readonly from: string | null | undefined;
      readonly to: string | null | undefined;
    }>;
    readonly fromStatus: ReservationStatus | null | undefined;
    readonly kind: ReservationEventKind;
    readonly note: string | null | undefined;
    readonly outcome: ReservationOutcome | null | undefined;
    readonly overrideReason: string | null | undefined;
    readonly overrides: ReadonlyArray<BookingOverride>;
    readonly staff: {
      readonly firstName: string | null | undefined;
      readonly id: string;
      readonly lastName: string | null | undefined;
      readonly name: string;
    } | null | undefined;
    readonly toStatus: ReservationStatus | null | undefined;
  }>;
  readonly id: string;
  readonly message: string | null | undefined;
  readonly outcome: ReservationOutcome | null | undefined;
  readonly priceEstimate: {
    readonly totalCents: number;
  };
  readonly quotedPriceCents: number | null | undefined;
  readonly responsibleFirstName: string | null | undefined;
  readonly responsibleLastName: string | null | undefined;
  readonly seatReservation: boolean;
  readonly staffNote: string | null | undefined;
  readonly status: ReservationStatus;
  readonly type: StopType;
  readonly updatedAt: any;
  readonly wishes: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ArrivalSection_reservation" | "DriverLinkShare_reservation" | "MealPreorder_reservation" | "ReconfirmationBadge_reservation">;
  readonly " $fragmentType": "ReservationDetails_reservation";
};
export type ReservationDetails_reservation$key = {
  readonly " $data"?: ReservationDetails_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReservationDetails_reservation">;
};

const node: ReaderFragment = (function(){
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
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "outcome",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "actualGuests",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastName",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "former",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReservationDetails_reservation",
  "selections": [
    (v0/*:: as any*/),
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
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    (v3/*:: as any*/),
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
        (v4/*:: as any*/),
        (v5/*:: as any*/),
        (v6/*:: as any*/)
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
        }
      ],
      "storageKey": null
    },
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
        (v4/*:: as any*/),
        (v7/*:: as any*/),
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "MealPreorder_reservation"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ReconfirmationBadge_reservation"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DriverLinkShare_reservation"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ArrivalSection_reservation"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Client",
      "kind": "LinkedField",
      "name": "client",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v4/*:: as any*/),
        (v5/*:: as any*/),
        (v6/*:: as any*/),
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
        (v1/*:: as any*/)
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
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
        (v2/*:: as any*/),
        (v3/*:: as any*/),
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
          "concreteType": "StaffMember",
          "kind": "LinkedField",
          "name": "staff",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            (v4/*:: as any*/),
            (v5/*:: as any*/),
            (v6/*:: as any*/)
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
            (v4/*:: as any*/),
            (v7/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Reservation",
  "abstractKey": null
};
})();

(node as any).hash = "92006659ee377b76363e9c8c5eaf8f46";

export default node;
