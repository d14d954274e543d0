/**
 * @generated SignedSource<<680b98b00292697a035f3e0d7ba5d391>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type WebhookDeliveryStatus = "FAILED" | "PENDING" | "SUCCEEDED" | "%future added value";
export type WebhookEvent = "CLIENT_APPROVED" | "CLIENT_REGISTERED" | "RESERVATION_CREATED" | "RESERVATION_STATUS_CHANGED" | "RESERVATION_UPDATED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type WebhookEndpointRow_endpoint$data = {
  readonly consecutiveFailures: number;
  readonly createdAt: any;
  readonly deliveries: {
    readonly __id: string;
    readonly edges: ReadonlyArray<{
      readonly node: {
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
    }>;
  };
  readonly description: string | null | undefined;
  readonly disabledForFailing: boolean;
  readonly enabled: boolean;
  readonly events: ReadonlyArray<WebhookEvent>;
  readonly id: string;
  readonly url: string;
  readonly " $fragmentType": "WebhookEndpointRow_endpoint";
};
export type WebhookEndpointRow_endpoint$key = {
  readonly " $data"?: WebhookEndpointRow_endpoint$data;
  readonly " $fragmentSpreads": FragmentRefs<"WebhookEndpointRow_endpoint">;
};

import WebhookEndpointRowRefetchQuery_graphql from './WebhookEndpointRowRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "deliveries"
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": 5,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [
        "node"
      ],
      "operation": WebhookEndpointRowRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "WebhookEndpointRow_endpoint",
  "selections": [
    (v1/*:: as any*/),
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
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "events",
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
    },
    (v2/*:: as any*/),
    {
      "alias": "deliveries",
      "args": null,
      "concreteType": "WebhookDeliveryConnection",
      "kind": "LinkedField",
      "name": "__WebhookEndpointRow_deliveries_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "WebhookDeliveryEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "WebhookDelivery",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v1/*:: as any*/),
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
                (v2/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "kind": "ClientExtension",
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "__id",
              "storageKey": null
            }
          ]
        }
      ],
      "storageKey": null
    }
  ],
  "type": "WebhookEndpoint",
  "abstractKey": null
};
})();

(node as any).hash = "51b4d16b6f6365f91ddad51956a38254";

export default node;
