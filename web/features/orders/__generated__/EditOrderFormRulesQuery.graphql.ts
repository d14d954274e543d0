/**
 * @generated SignedSource<<6c3091edc991175d58d7ebef30b1905c>>
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
    readonly openingHours: ReadonlyArray<{
      readonly closed: boolean;
      readonly closes: string;
      readonly opens: string;
      readonly weekday: number;
    }>;
    readonly slotMinutes: number;
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
        "name": "slotMinutes",
        "storageKey": null
      },
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
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "OpeningDay",
        "kind": "LinkedField",
        "name": "openingHours",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "weekday",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "closed",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "opens",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "closes",
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
    "cacheID": "589d34243a2ba43b89d488f2b89a50b4",
    "id": null,
    "metadata": {},
    "name": "EditOrderFormRulesQuery",
    "operationKind": "query",
    "text": "query EditOrderFormRulesQuery {\n  reservationRules {\n    slotMinutes\n    today\n    stops {\n      type\n      durationMinutes\n    }\n    openingHours {\n      weekday\n      closed\n      opens\n      closes\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "307b07f1e71d7fcb834a340e74e64b56";

export default node;
