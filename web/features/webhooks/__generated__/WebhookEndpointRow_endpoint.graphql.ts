/**
 * @generated SignedSource<<fe380b757a453b2062c663b4e029fcb7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type WebhookEvent = "CLIENT_APPROVED" | "CLIENT_REGISTERED" | "INVOICE_ISSUED" | "INVOICE_OVERDUE" | "PAYMENT_RECEIVED" | "RESERVATION_CREATED" | "RESERVATION_STATUS_CHANGED" | "RESERVATION_UPDATED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type WebhookEndpointRow_endpoint$data = {
  readonly consecutiveFailures: number;
  readonly deliveries: {
    readonly __id: string;
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"WebhookDeliveryItem_delivery">;
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
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "WebhookDeliveryItem_delivery"
                },
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

(node as any).hash = "4b028cd114917bb5c7c78c4ac6d2f229";

export default node;
