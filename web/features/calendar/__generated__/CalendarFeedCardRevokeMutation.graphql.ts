/**
 * @generated SignedSource<<250a8addbb951bdd1dfd389096de72f1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type RevokeCalendarFeedInput = {
  createdAt: any;
};
export type CalendarFeedCardRevokeMutation$variables = {
  input: RevokeCalendarFeedInput;
};
export type CalendarFeedCardRevokeMutation$data = {
  readonly revokeCalendarFeed: {
    readonly revoked: boolean;
  };
};
export type CalendarFeedCardRevokeMutation = {
  response: CalendarFeedCardRevokeMutation$data;
  variables: CalendarFeedCardRevokeMutation$variables;
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
    "concreteType": "RevokeCalendarFeedPayload",
    "kind": "LinkedField",
    "name": "revokeCalendarFeed",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "revoked",
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
    "name": "CalendarFeedCardRevokeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CalendarFeedCardRevokeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "520badd360595c1606698d95f9632efc",
    "id": null,
    "metadata": {},
    "name": "CalendarFeedCardRevokeMutation",
    "operationKind": "mutation",
    "text": "mutation CalendarFeedCardRevokeMutation(\n  $input: RevokeCalendarFeedInput!\n) {\n  revokeCalendarFeed(input: $input) {\n    revoked\n  }\n}\n"
  }
};
})();

(node as any).hash = "c40b9f45ea40273a522c9d8eda0f966e";

export default node;
