/**
 * @generated SignedSource<<6b49467eeffb6956222f75042dcb0f3f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type SetWebhookEndpointEnabledInput = {
  enabled: boolean;
  webhookEndpointId: string;
};
export type WebhookEndpointRowEnableMutation$variables = {
  input: SetWebhookEndpointEnabledInput;
};
export type WebhookEndpointRowEnableMutation$data = {
  readonly setWebhookEndpointEnabled: {
    readonly webhookEndpoint: {
      readonly consecutiveFailures: number;
      readonly disabledForFailing: boolean;
      readonly enabled: boolean;
      readonly id: string;
    };
  };
};
export type WebhookEndpointRowEnableMutation = {
  response: WebhookEndpointRowEnableMutation$data;
  variables: WebhookEndpointRowEnableMutation$variables;
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
    "concreteType": "SetWebhookEndpointEnabledPayload",
    "kind": "LinkedField",
    "name": "setWebhookEndpointEnabled",
    "plural": false,
    "selections": [
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "enabled",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "disabledForFailing",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "consecutiveFailures",
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
    "name": "WebhookEndpointRowEnableMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebhookEndpointRowEnableMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "3e1db4b1a7833ed76e6b6e5e1d93a90d",
    "id": null,
    "metadata": {},
    "name": "WebhookEndpointRowEnableMutation",
    "operationKind": "mutation",
    "text": "mutation WebhookEndpointRowEnableMutation(\n  $input: SetWebhookEndpointEnabledInput!\n) {\n  setWebhookEndpointEnabled(input: $input) {\n    webhookEndpoint {\n      id\n      enabled\n      disabledForFailing\n      consecutiveFailures\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b6b43a814aeb8767e34062bc73bc8c11";

export default node;
