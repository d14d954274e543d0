/**
 * @generated SignedSource<<66681988a1b8c4cf87d18465abe5a544>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type WebhookDeliveryStatus = "FAILED" | "PENDING" | "SUCCEEDED" | "%future added value";
export type SendTestWebhookInput = {
  webhookEndpointId: string;
};
export type WebhookEndpointRowTestMutation$variables = {
  connections: ReadonlyArray<string>;
  input: SendTestWebhookInput;
};
export type WebhookEndpointRowTestMutation$data = {
  readonly sendTestWebhook: {
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
export type WebhookEndpointRowTestMutation = {
  response: WebhookEndpointRowTestMutation$data;
  variables: WebhookEndpointRowTestMutation$variables;
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
    "name": "WebhookEndpointRowTestMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "SendTestWebhookPayload",
        "kind": "LinkedField",
        "name": "sendTestWebhook",
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
    "name": "WebhookEndpointRowTestMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "SendTestWebhookPayload",
        "kind": "LinkedField",
        "name": "sendTestWebhook",
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
    "cacheID": "7586d4bbae72c258c60aaef24c2e4f1f",
    "id": null,
    "metadata": {},
    "name": "WebhookEndpointRowTestMutation",
    "operationKind": "mutation",
    "text": "mutation WebhookEndpointRowTestMutation(\n  $input: SendTestWebhookInput!\n) {\n  sendTestWebhook(input: $input) {\n    webhookDelivery {\n      id\n      eventType\n      status\n      statusCode\n      durationMs\n      responseExcerpt\n      attempts\n      nextAttemptAt\n      createdAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9cd752b7af872759d5529c23560c907d";

export default node;
