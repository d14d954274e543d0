/**
 * @generated SignedSource<<1666c409159e4cb4435ed5290f338f0c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type WaitingListOfferState = "BOOKED" | "EXPIRED" | "UNKNOWN" | "VALID" | "WITHDRAWN" | "%future added value";
export type DeclineWaitingListOfferInput = {
  token: string;
};
export type OfferPageDeclineMutation$variables = {
  input: DeclineWaitingListOfferInput;
};
export type OfferPageDeclineMutation$data = {
  readonly declineWaitingListOffer: {
    readonly offer: {
      readonly state: WaitingListOfferState;
    };
  };
};
export type OfferPageDeclineMutation = {
  response: OfferPageDeclineMutation$data;
  variables: OfferPageDeclineMutation$variables;
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
    "concreteType": "DeclineWaitingListOfferPayload",
    "kind": "LinkedField",
    "name": "declineWaitingListOffer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "WaitingListOffer",
        "kind": "LinkedField",
        "name": "offer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "state",
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
    "name": "OfferPageDeclineMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OfferPageDeclineMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f0d373e4d1e58c53537635254d6bca43",
    "id": null,
    "metadata": {},
    "name": "OfferPageDeclineMutation",
    "operationKind": "mutation",
    "text": "mutation OfferPageDeclineMutation(\n  $input: DeclineWaitingListOfferInput!\n) {\n  declineWaitingListOffer(input: $input) {\n    offer {\n      state\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7c0004785f56ef8ceee37c0426ef5c21";

export default node;
