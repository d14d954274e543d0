/**
 * @generated SignedSource<<5e871ce1e2207c7d28143f894de9d170>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type OrganisationStatus = "APPROVED" | "ARCHIVED" | "BLOCKED" | "PENDING" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type WebhooksSection_client$data = {
  readonly emailVerified: boolean;
  readonly status: OrganisationStatus;
  readonly webhookEndpoints: {
    readonly edges: ReadonlyArray<{
      readonly __typename: "WebhookEndpointEdge";
    }>;
    readonly " $fragmentSpreads": FragmentRefs<"WebhookList_connection">;
  } | null | undefined;
  readonly " $fragmentType": "WebhooksSection_client";
};
export type WebhooksSection_client$key = {
  readonly " $data"?: WebhooksSection_client$data;
  readonly " $fragmentSpreads": FragmentRefs<"WebhooksSection_client">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": null,
        "cursor": null,
        "direction": "forward",
        "path": [
          "webhookEndpoints"
        ]
      }
    ]
  },
  "name": "WebhooksSection_client",
  "selections": [
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
      "name": "emailVerified",
      "storageKey": null
    },
    {
      "alias": "webhookEndpoints",
      "args": null,
      "concreteType": "WebhookEndpointConnection",
      "kind": "LinkedField",
      "name": "__WebhooksSection_webhookEndpoints_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "WebhookEndpointEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "WebhookEndpoint",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v0/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "WebhookList_connection"
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Client",
  "abstractKey": null
};
})();

(node as any).hash = "a5175c67d4b99c0e7a68d8e97505316f";

export default node;
