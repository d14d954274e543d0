/**
 * @generated SignedSource<<5bd734bb4fe3229ed331046f8a7cc4e7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ReconfirmationLinkState = "CHANGED" | "CLOSED" | "EXPIRED" | "UNKNOWN" | "USED" | "VALID" | "%future added value";
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
export type ChangeHeadcountInput = {
  guests: number;
  token: string;
};
export type ReconfirmPageChangeMutation$variables = {
  input: ChangeHeadcountInput;
};
export type ReconfirmPageChangeMutation$data = {
  readonly changeHeadcount: {
    readonly link: {
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
};
export type ReconfirmPageChangeMutation = {
  response: ReconfirmPageChangeMutation$data;
  variables: ReconfirmPageChangeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "ChangeHeadcountPayload",
    "kind": "LinkedField",
    "name": "changeHeadcount",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ReconfirmationLink",
        "kind": "LinkedField",
        "name": "link",
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
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ReconfirmPageChangeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReconfirmPageChangeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "db9fea1d11a910c089912a526af363c5",
    "id": null,
    "metadata": {},
    "name": "ReconfirmPageChangeMutation",
    "operationKind": "mutation",
    "text": "mutation ReconfirmPageChangeMutation(\n  $input: ChangeHeadcountInput!\n) {\n  changeHeadcount(input: $input) {\n    link {\n      state\n      minGuests\n      mealsForGuests\n      maxGuests\n      reservation {\n        orderNumber\n        type\n        guests\n        arrivalAt\n        arrivalDate\n        arrivalTime\n        reconfirmedAt\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "81bf6425bfc8804ea9a55d816e3bb3e4";

export default node;
