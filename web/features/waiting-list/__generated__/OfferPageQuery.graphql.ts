/**
 * @generated SignedSource<<0bd9d972af14e6eb281073fef17cad9d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
export type WaitingListOfferState = "BOOKED" | "EXPIRED" | "UNKNOWN" | "VALID" | "WITHDRAWN" | "%future added value";
export type OfferPageQuery$variables = {
  token: string;
};
export type OfferPageQuery$data = {
  readonly waitingListOffer: {
    readonly arrivalTime: string | null | undefined;
    readonly cancellation: {
      readonly noShowPercent: number;
      readonly tiers: ReadonlyArray<{
        readonly hoursBefore: number;
        readonly percent: number;
      }>;
    } | null | undefined;
    readonly clientName: string | null | undefined;
    readonly day: string | null | undefined;
    readonly expiresAt: any | null | undefined;
    readonly guests: number | null | undefined;
    readonly state: WaitingListOfferState;
    readonly type: StopType | null | undefined;
  };
};
export type OfferPageQuery = {
  response: OfferPageQuery$data;
  variables: OfferPageQuery$variables;
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
    "concreteType": "WaitingListOffer",
    "kind": "LinkedField",
    "name": "waitingListOffer",
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
        "name": "clientName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "day",
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
        "name": "expiresAt",
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
        "concreteType": "BookingCancellationTerms",
        "kind": "LinkedField",
        "name": "cancellation",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "noShowPercent",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "BookingCancellationTier",
            "kind": "LinkedField",
            "name": "tiers",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hoursBefore",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "percent",
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
    "name": "OfferPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OfferPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ea259ae1f627298df92a41efb40e0151",
    "id": null,
    "metadata": {},
    "name": "OfferPageQuery",
    "operationKind": "query",
    "text": "query OfferPageQuery(\n  $token: String!\n) {\n  waitingListOffer(token: $token) {\n    state\n    clientName\n    day\n    arrivalTime\n    expiresAt\n    type\n    guests\n    cancellation {\n      noShowPercent\n      tiers {\n        hoursBefore\n        percent\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "23d5a66b8b95aa5d7fff9b9bb8a9751a";

export default node;
