/**
 * @generated SignedSource<<c2d0da37b00a95f395c5b28628269b6f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type WebhookDeliveryStatus = "FAILED" | "PENDING" | "SUCCEEDED" | "%future added value";
export type RedeliverWebhookInput = {
  webhookDeliveryId: string;
};
export type WebhookEndpointRowRedeliverMutation$variables = {
  connections: ReadonlyArray<string>;
  input: RedeliverWebhookInput;
};
export type WebhookEndpointRowRedeliverMutation$data = {
  readonly redeliverWebhook: {
    readonly webhookDelivery: {
      readonly attempts: number;
      readonly createdAt: any;
      readonly durationMs: number | null | undefined;
      readonly eventType: string;
      readonly id: string;
      readonly nextAttemptAt: any | null | undefined;
      readonly responseExcerpt: string | null | undefined;
      readonly status: WebhookDeliveryStatus;
      readonly statusCode: number | null | undefined;
    };
  };
};
export type WebhookEndpointRowRedeliverMutation = {
  response: WebhookEndpointRowRedeliverMutation$data;
  variables: WebhookEndpointRowRedeliverMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "WebhookDelivery",
  "kind": "LinkedField",
  "name": "webhookDelivery",
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
      "name": "eventType",
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
      "name": "statusCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "durationMs",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "responseExcerpt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "attempts",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nextAttemptAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "WebhookEndpointRowRedeliverMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "RedeliverWebhookPayload",
        "kind": "LinkedField",
        "name": "redeliverWebhook",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "WebhookEndpointRowRedeliverMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "RedeliverWebhookPayload",
        "kind": "LinkedField",
        "name": "redeliverWebhook",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "prependNode",
            "key": "",
            "kind": "LinkedHandle",
            "name": "webhookDelivery",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              },
              {
                "kind": "Literal",
                "name": "edgeTypeName",
                "value": "WebhookDeliveryEdge"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "70e10ed547804681f7d2c32d425956f3",
    "id": null,
    "metadata": {},
    "name": "WebhookEndpointRowRedeliverMutation",
    "operationKind": "mutation",
    "text": "mutation WebhookEndpointRowRedeliverMutation(\n  $input: RedeliverWebhookInput!\n) {\n  redeliverWebhook(input: $input) {\n    webhookDelivery {\n      id\n      eventType\n      status\n      statusCode\n      durationMs\n      responseExcerpt\n      attempts\n      nextAttemptAt\n      createdAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e460f8a46f31fd34398f531bb7e6a614";

export default node;
