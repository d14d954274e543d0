/**
 * @generated SignedSource<<0a044ec512e9f7e9243c1314557a2dca>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ReservationOutcome = "ARRIVED" | "CANCELLED_BY_CLIENT" | "CANCELLED_BY_STAFF" | "DECLINED" | "NO_SHOW" | "%future added value";
export type ReservationStatus = "CREATED" | "DELETED" | "FINISHED" | "SCHEDULED" | "WAITING" | "%future added value";
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ReservationCard_reservation$data = {
  readonly actualGuests: number | null | undefined;
  readonly arrivalDay: string;
  readonly arrivalLocalTime: string;
  readonly bookedByPerson: {
    readonly former: boolean;
    readonly name: string | null | undefined;
    readonly staff: boolean;
  } | null | undefined;
  readonly createdAt: any;
  readonly currency: string;
  readonly guests: number;
  readonly id: string;
  readonly invoicesPart?: {
    readonly " $fragmentSpreads": FragmentRefs<"ReservationInvoices_reservation">;
  } | null | undefined;
  readonly message: string | null | undefined;
  readonly orderNumber: string;
  readonly outcome: ReservationOutcome | null | undefined;
  readonly quotedPriceCents: number | null | undefined;
  readonly responsibleFirstName: string | null | undefined;
  readonly responsibleLastName: string | null | undefined;
  readonly seatReservation: boolean;
  readonly staffNote: string | null | undefined;
  readonly status: ReservationStatus;
  readonly terms: {
    readonly " $fragmentSpreads": FragmentRefs<"TermsSummary_terms">;
  } | null | undefined;
  readonly type: StopType;
  readonly unreadMessages: number;
  readonly wishes: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"DriverLinkShare_reservation" | "MealPreorder_reservation" | "ReconfirmationBadge_reservation" | "Timeline_reservation">;
  readonly " $fragmentType": "ReservationCard_reservation";
};
export type ReservationCard_reservation$key = {
  readonly " $data"?: ReservationCard_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReservationCard_reservation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": false,
      "kind": "LocalArgument",
      "name": "money"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReservationCard_reservation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "TermsSummary_terms"
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "Timeline_reservation"
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
      "condition": "money",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "fragment": {
            "kind": "InlineFragment",
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ReservationInvoices_reservation"
              }
            ],
            "type": "Reservation",
            "abstractKey": null
          },
          "kind": "AliasedInlineFragmentSpread",
          "name": "invoicesPart"
        }
      ]
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DriverLinkShare_reservation"
    }
  ],
  "type": "Reservation",
  "abstractKey": null
};

(node as any).hash = "5fa14a4488e7e23ac9e5708d7b27ac28";

export default node;
