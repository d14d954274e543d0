/**
 * @generated SignedSource<<3056ab787b41ce2905c207be02cc3a28>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type WaitingListStatus = "BOOKED" | "ENDED" | "LEFT" | "OFFERED" | "WAITING" | "%future added value";
export type OfferWaitingListPlaceInput = {
  arrivalTime?: string | null | undefined;
  entryId: string;
};
export type DayWaitingListOfferMutation$variables = {
  input: OfferWaitingListPlaceInput;
};
export type DayWaitingListOfferMutation$data = {
  readonly offerWaitingListPlace: {
    readonly entry: {
      readonly id: string;
      readonly offerExpiresAt: any | null | undefined;
      readonly offerTime: string | null | undefined;
      readonly status: WaitingListStatus;
    };
  };
};
export type DayWaitingListOfferMutation = {
  response: DayWaitingListOfferMutation$data;
  variables: DayWaitingListOfferMutation$variables;
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
    "concreteType": "OfferWaitingListPlacePayload",
    "kind": "LinkedField",
    "name": "offerWaitingListPlace",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "WaitingListEntry",
        "kind": "LinkedField",
        "name": "entry",
        "plural": false,
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
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "offerTime",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "offerExpiresAt",
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
    "name": "DayWaitingListOfferMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DayWaitingListOfferMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "5b6a8cb604a81e72bbb4af49602b5a16",
    "id": null,
    "metadata": {},
    "name": "DayWaitingListOfferMutation",
    "operationKind": "mutation",
    "text": "mutation DayWaitingListOfferMutation(\n  $input: OfferWaitingListPlaceInput!\n) {\n  offerWaitingListPlace(input: $input) {\n    entry {\n      id\n      status\n      offerTime\n      offerExpiresAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "fceedb6ef1ccfe13dffa4d4ffec966b4";

export default node;
