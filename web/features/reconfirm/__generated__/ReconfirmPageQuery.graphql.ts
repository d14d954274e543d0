/**
 * @generated SignedSource<<0152bf8aba583c4f503f272c7dd0bd54>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ReconfirmationLinkState = "CHANGED" | "CLOSED" | "EXPIRED" | "UNKNOWN" | "USED" | "VALID" | "%future added value";
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
export type ReconfirmPageQuery$variables = {
  token: string;
};
export type ReconfirmPageQuery$data = {
  readonly reconfirmationLink: {
    readonly maxGuests: number;
    readonly mealsForGuests: number;
    readonly minGuests: number;
    readonly reservation: {
      readonly arrivalAt: any;
      readonly arrivalDate: string;
      readonly arrivalTime: string;
      readonly guests: number;
      readonly orderNumber: string;
      readonly reconfirmedAt: any | null | undefined;
      readonly type: StopType;
    } | null | undefined;
    readonly state: ReconfirmationLinkState;
  };
};
export type ReconfirmPageQuery = {
  response: ReconfirmPageQuery$data;
  variables: ReconfirmPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": "ReconfirmationLink",
    "kind": "LinkedField",
    "name": "reconfirmationLink",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "state",
        "storageKey": null
      },
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
        "name": "mealsForGuests",
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
        "concreteType": "ReconfirmationReservation",
        "kind": "LinkedField",
        "name": "reservation",
        "plural": false,
        "selections": [
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
            "name": "arrivalAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "arrivalDate",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "arrivalTime",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reconfirmedAt",
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
    "name": "ReconfirmPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReconfirmPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "111c80e5d7461508b59f68262bc56dd3",
    "id": null,
    "metadata": {},
    "name": "ReconfirmPageQuery",
    "operationKind": "query",
    "text": "query ReconfirmPageQuery(\n  $token: String!\n) {\n  reconfirmationLink(token: $token) {\n    state\n    minGuests\n    mealsForGuests\n    maxGuests\n    reservation {\n      orderNumber\n      type\n      guests\n      arrivalAt\n      arrivalDate\n      arrivalTime\n      reconfirmedAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "793cdec55de472dac99d5184c521d839";

export default node;
