/**
 * @generated SignedSource<<038fe67d7be7979e254724474041a319>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type CreateCalendarFeedInput = {
  replace: boolean;
};
export type CalendarFeedCardCreateMutation$variables = {
  input: CreateCalendarFeedInput;
};
export type CalendarFeedCardCreateMutation$data = {
  readonly createCalendarFeed: {
    readonly calendarFeed: {
      readonly createdAt: any;
      readonly lastFetchedAt: any | null | undefined;
    };
    readonly url: string;
  };
};
export type CalendarFeedCardCreateMutation = {
  response: CalendarFeedCardCreateMutation$data;
  variables: CalendarFeedCardCreateMutation$variables;
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
    "concreteType": "CreateCalendarFeedPayload",
    "kind": "LinkedField",
    "name": "createCalendarFeed",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "url",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "CalendarFeed",
        "kind": "LinkedField",
        "name": "calendarFeed",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastFetchedAt",
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
    "name": "CalendarFeedCardCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CalendarFeedCardCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "2c9547eedb549cba2075373cec090b3b",
    "id": null,
    "metadata": {},
    "name": "CalendarFeedCardCreateMutation",
    "operationKind": "mutation",
    "text": "mutation CalendarFeedCardCreateMutation(\n  $input: CreateCalendarFeedInput!\n) {\n  createCalendarFeed(input: $input) {\n    url\n    calendarFeed {\n      createdAt\n      lastFetchedAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1a8eed12978ddbafe15ba0887b290fab";

export default node;
