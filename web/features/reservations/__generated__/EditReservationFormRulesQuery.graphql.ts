/**
 * @generated SignedSource<<2d7d9608cc8cdb6993e18e8409927d4a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
export type EditReservationFormRulesQuery$variables = Record<PropertyKey, never>;
export type EditReservationFormRulesQuery$data = {
  readonly reservationRules: {
    readonly stops: ReadonlyArray<{
      readonly durationMinutes: number;
      readonly type: StopType;
    }>;
    readonly today: string;
  };
};
export type EditReservationFormRulesQuery = {
  response: EditReservationFormRulesQuery$data;
  variables: EditReservationFormRulesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ReservationRules",
    "kind": "LinkedField",
    "name": "reservationRules",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "today",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "StopRules",
        "kind": "LinkedField",
        "name": "stops",
        "plural": true,
        "selections": [
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
            "name": "durationMinutes",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "EditReservationFormRulesQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "EditReservationFormRulesQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "71137d31c1eb6ef2a4f833379d34d2e3",
    "id": null,
    "metadata": {},
    "name": "EditReservationFormRulesQuery",
    "operationKind": "query",
    "text": "query EditReservationFormRulesQuery {\n  reservationRules {\n    today\n    stops {\n      type\n      durationMinutes\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3a2cac69e10447e3c4628b0ddd286094";

export default node;
