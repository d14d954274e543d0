/**
 * @generated SignedSource<<964d909cdaccbf129a8967aece50619b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type DeleteWebhookEndpointInput = {
  webhookEndpointId: string;
};
export type WebhookEndpointRowDeleteMutation$variables = {
  connections: ReadonlyArray<string>;
  input: DeleteWebhookEndpointInput;
};
export type WebhookEndpointRowDeleteMutation$data = {
  readonly deleteWebhookEndpoint: {
    readonly deletedWebhookEndpointId: string;
  };
};
export type WebhookEndpointRowDeleteMutation = {
  response: WebhookEndpointRowDeleteMutation$data;
  variables: WebhookEndpointRowDeleteMutation$variables;
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
  "name": "deletedWebhookEndpointId",
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
    "name": "WebhookEndpointRowDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteWebhookEndpointPayload",
        "kind": "LinkedField",
        "name": "deleteWebhookEndpoint",
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
    "name": "WebhookEndpointRowDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteWebhookEndpointPayload",
        "kind": "LinkedField",
        "name": "deleteWebhookEndpoint",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedWebhookEndpointId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "62720f9870b9d8a30fa9849a4f672a98",
    "id": null,
    "metadata": {},
    "name": "WebhookEndpointRowDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation WebhookEndpointRowDeleteMutation(\n  $input: DeleteWebhookEndpointInput!\n) {\n  deleteWebhookEndpoint(input: $input) {\n    deletedWebhookEndpointId\n  }\n}\n"
  }
};
})();

(node as any).hash = "dbfc4b347e82d91745ca86d781d51c20";

export default node;
