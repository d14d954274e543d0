/**
 * @generated SignedSource<<4c46b1b67b6ecc542f4aa92e584b1de8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ReconfirmationLinkState = "CHANGED" | "CLOSED" | "EXPIRED" | "UNKNOWN" | "USED" | "VALID" | "%future added value";
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
export type ConfirmHeadcountInput = {
  token: string;
};
export type ReconfirmPageConfirmMutation$variables = {
  input: ConfirmHeadcountInput;
};
export type ReconfirmPageConfirmMutation$data = {
  readonly confirmHeadcount: {
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
export type ReconfirmPageConfirmMutation = {
  response: ReconfirmPageConfirmMutation$data;
  variables: ReconfirmPageConfirmMutation$variables;
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
    "concreteType": "ConfirmHeadcountPayload",
    "kind": "LinkedField",
    "name": "confirmHeadcount",
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
    "name": "ReconfirmPageConfirmMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReconfirmPageConfirmMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d4725e400a42ea65bf657491eb1d0161",
    "id": null,
    "metadata": {},
    "name": "ReconfirmPageConfirmMutation",
    "operationKind": "mutation",
    "text": "mutation ReconfirmPageConfirmMutation(\n  $input: ConfirmHeadcountInput!\n) {\n  confirmHeadcount(input: $input) {\n    link {\n      state\n      minGuests\n      mealsForGuests\n      maxGuests\n      reservation {\n        orderNumber\n        type\n        guests\n        arrivalAt\n        arrivalDate\n        arrivalTime\n        reconfirmedAt\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "22ee7e47be04792b81d522cb42af823a";

export default node;
