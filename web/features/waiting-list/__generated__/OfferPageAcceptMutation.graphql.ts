/**
 * @generated SignedSource<<9c99de2597bc21a97375785d1d50095b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type AcceptWaitingListOfferInput = {
  token: string;
};
export type OfferPageAcceptMutation$variables = {
  input: AcceptWaitingListOfferInput;
};
export type OfferPageAcceptMutation$data = {
  readonly acceptWaitingListOffer: {
    readonly orderNumber: string;
  };
};
export type OfferPageAcceptMutation = {
  response: OfferPageAcceptMutation$data;
  variables: OfferPageAcceptMutation$variables;
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
    "concreteType": "AcceptWaitingListOfferPayload",
    "kind": "LinkedField",
    "name": "acceptWaitingListOffer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "orderNumber",
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
    "name": "OfferPageAcceptMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OfferPageAcceptMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "688783ee8a9d57d24bb68007c7b7c05c",
    "id": null,
    "metadata": {},
    "name": "OfferPageAcceptMutation",
    "operationKind": "mutation",
    "text": "mutation OfferPageAcceptMutation(\n  $input: AcceptWaitingListOfferInput!\n) {\n  acceptWaitingListOffer(input: $input) {\n    orderNumber\n  }\n}\n"
  }
};
})();

(node as any).hash = "db55e22703225402842160f6f5aa597e";

export default node;
