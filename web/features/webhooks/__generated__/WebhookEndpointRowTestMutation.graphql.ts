/**
 * @generated SignedSource<<b34a93e51b500420e588e7e018e81b1a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
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
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"WebhookDeliveryItem_delivery">;
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
  "kind": "ScalarField",
  "name": "id",
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
          {
            "alias": null,
            "args": null,
            "concreteType": "WebhookDelivery",
            "kind": "LinkedField",
            "name": "webhookDelivery",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "WebhookDeliveryItem_delivery"
              }
            ],
            "storageKey": null
          }
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
          {
            "alias": null,
            "args": null,
            "concreteType": "WebhookDelivery",
            "kind": "LinkedField",
            "name": "webhookDelivery",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
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
          },
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
    "cacheID": "17f265957d3d855fe3c53cddf4519a33",
    "id": null,
    "metadata": {},
    "name": "WebhookEndpointRowTestMutation",
    "operationKind": "mutation",
    "text": "mutation WebhookEndpointRowTestMutation(\n  $input: SendTestWebhookInput!\n) {\n  sendTestWebhook(input: $input) {\n    webhookDelivery {\n      id\n      ...WebhookDeliveryItem_delivery\n    }\n  }\n}\n\nfragment WebhookDeliveryItem_delivery on WebhookDelivery {\n  id\n  eventType\n  status\n  statusCode\n  durationMs\n  responseExcerpt\n  attempts\n  nextAttemptAt\n  createdAt\n}\n"
  }
};
})();

(node as any).hash = "c0728aad6c9d97a2fa7dd66d5eb9d286";

export default node;
