/**
 * @generated SignedSource<<ff8bda391f71357766b20751a9a00f79>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
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
    "cacheID": "315a8c9fc870bad2836df74588140208",
    "id": null,
    "metadata": {},
    "name": "EditOrderFormRulesQuery",
    "operationKind": "query",
    "text": "query EditOrderFormRulesQuery {\n  reservationRules {\n    slotMinutes\n    today\n    openingHours {\n      weekday\n      closed\n      opens\n      closes\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "91dc9538e0e75dff8d317e9cf7867250";

export default node;
