/**
 * @generated SignedSource<<eacb31bb1bac9e0cbbf69ffd3279781f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type RotateWebhookSecretInput = {
  webhookEndpointId: string;
};
export type WebhookEndpointRowRotateMutation$variables = {
  input: RotateWebhookSecretInput;
};
export type WebhookEndpointRowRotateMutation$data = {
  readonly rotateWebhookSecret: {
    readonly secret: string;
    readonly webhookEndpoint: {
      readonly id: string;
    };
  };
};
export type WebhookEndpointRowRotateMutation = {
  response: WebhookEndpointRowRotateMutation$data;
  variables: WebhookEndpointRowRotateMutation$variables;
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
    "concreteType": "RotateWebhookSecretPayload",
    "kind": "LinkedField",
    "name": "rotateWebhookSecret",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "secret",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "WebhookEndpoint",
        "kind": "LinkedField",
        "name": "webhookEndpoint",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
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
    "name": "WebhookEndpointRowRotateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebhookEndpointRowRotateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "565fb79bb5308e4d157e3e213a4b244b",
    "id": null,
    "metadata": {},
    "name": "WebhookEndpointRowRotateMutation",
    "operationKind": "mutation",
    "text": "mutation WebhookEndpointRowRotateMutation(\n  $input: RotateWebhookSecretInput!\n) {\n  rotateWebhookSecret(input: $input) {\n    secret\n    webhookEndpoint {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "142c9d396f4b08c363bd00aec370fea9";

export default node;
