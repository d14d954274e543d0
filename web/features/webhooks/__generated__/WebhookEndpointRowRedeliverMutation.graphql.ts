/**
 * @generated SignedSource<<134d48b0e56dbf10a979396b65055d03>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
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
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"WebhookDeliveryItem_delivery">;
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
    "cacheID": "1206f85301f7286b30de0fe00c3c58a9",
    "id": null,
    "metadata": {},
    "name": "WebhookEndpointRowRedeliverMutation",
    "operationKind": "mutation",
    "text": "mutation WebhookEndpointRowRedeliverMutation(\n  $input: RedeliverWebhookInput!\n) {\n  redeliverWebhook(input: $input) {\n    webhookDelivery {\n      id\n      ...WebhookDeliveryItem_delivery\n    }\n  }\n}\n\nfragment WebhookDeliveryItem_delivery on WebhookDelivery {\n  id\n  eventType\n  status\n  statusCode\n  durationMs\n  responseExcerpt\n  attempts\n  nextAttemptAt\n  createdAt\n}\n"
  }
};
})();

(node as any).hash = "b498de817255bff254dee109e229035b";

export default node;
