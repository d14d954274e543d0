/**
 * @generated SignedSource<<95d65def34134684d66fa181be4b3a2e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type BookingOverride = "HORIZON" | "LEAD_TIME" | "PACING" | "%future added value";
export type ReservationStatus = "CREATED" | "DELETED" | "FINISHED" | "SCHEDULED" | "WAITING" | "%future added value";
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
export type CreateReservationForClientInput = {
  acceptTerms: boolean;
  arrivalDate: string;
  arrivalTime: string;
  coaches?: number | null | undefined;
  guests: number;
  idempotencyKey?: string | null | undefined;
  message?: string | null | undefined;
  organisationId: string;
  overrideReason?: string | null | undefined;
  overrides?: ReadonlyArray<BookingOverride> | null | undefined;
  responsibleFirstName?: string | null | undefined;
  responsibleLastName?: string | null | undefined;
  seatReservation: boolean;
  type: StopType;
  wishes?: string | null | undefined;
};
export type PhoneBookingPageMutation$variables = {
  input: CreateReservationForClientInput;
};
export type PhoneBookingPageMutation$data = {
  readonly createReservationForClient: {
    readonly reservation: {
      readonly arrivalDay: string;
      readonly arrivalLocalTime: string;
      readonly client: {
        readonly email: string;
        readonly id: string;
        readonly name: string;
      };
      readonly guests: number;
      readonly id: string;
      readonly orderNumber: string;
      readonly status: ReservationStatus;
      readonly type: StopType;
    };
  };
};
export type PhoneBookingPageMutation = {
  response: PhoneBookingPageMutation$data;
  variables: PhoneBookingPageMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
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
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "CreateReservationForClientPayload",
    "kind": "LinkedField",
    "name": "createReservationForClient",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Reservation",
        "kind": "LinkedField",
        "name": "reservation",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
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
            "name": "guests",
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
            "name": "status",
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
              (v1/*:: as any*/),
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
                "name": "email",
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PhoneBookingPageMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PhoneBookingPageMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "8a5db15400c9e9ad8b6209143f42a947",
    "id": null,
    "metadata": {},
    "name": "PhoneBookingPageMutation",
    "operationKind": "mutation",
    "text": "mutation PhoneBookingPageMutation(\n  $input: CreateReservationForClientInput!\n) {\n  createReservationForClient(input: $input) {\n    reservation {\n      id\n      orderNumber\n      arrivalDay\n      arrivalLocalTime\n      guests\n      type\n      status\n      client {\n        id\n        name\n        email\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1de99ac249a89ea6655a98a470c0f4fd";

export default node;
