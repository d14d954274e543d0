/**
 * @generated SignedSource<<f7942295ae5db2ae72a80bf80cd2d52f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
export type EditOrderFormRulesQuery$variables = Record<PropertyKey, never>;
export type EditOrderFormRulesQuery$data = {
  readonly reservationRules: {
    readonly stops: ReadonlyArray<{
      readonly durationMinutes: number;
      readonly type: StopType;
    }>;
    readonly today: string;
  };
};
export type EditOrderFormRulesQuery = {
  response: EditOrderFormRulesQuery$data;
  variables: EditOrderFormRulesQuery$variables;
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
    "name": "EditOrderFormRulesQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "EditOrderFormRulesQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "66e11b9eac1582ee01c279e9c113fbfe",
    "id": null,
    "metadata": {},
    "name": "EditOrderFormRulesQuery",
    "operationKind": "query",
    "text": "query EditOrderFormRulesQuery {\n  reservationRules {\n    today\n    stops {\n      type\n      durationMinutes\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f1a7424618c20d6811f3a3cfae819ac6";

export default node;
