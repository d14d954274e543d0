/**
 * @generated SignedSource<<97cc585e73416fa07b087a75105c27a1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type RestaurantWebhooks_query$data = {
  readonly restaurantWebhookEndpoints: {
    readonly edges: ReadonlyArray<{
      readonly __typename: "WebhookEndpointEdge";
    }>;
    readonly " $fragmentSpreads": FragmentRefs<"WebhookList_connection">;
  };
  readonly " $fragmentType": "RestaurantWebhooks_query";
};
export type RestaurantWebhooks_query$key = {
  readonly " $data"?: RestaurantWebhooks_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"RestaurantWebhooks_query">;
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
          "restaurantWebhookEndpoints"
        ]
      }
    ]
  },
  "name": "RestaurantWebhooks_query",
  "selections": [
    {
      "alias": "restaurantWebhookEndpoints",
      "args": null,
      "concreteType": "WebhookEndpointConnection",
      "kind": "LinkedField",
      "name": "__RestaurantWebhooks_restaurantWebhookEndpoints_connection",
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
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "186edd489c8ed847cca52b0b344a888c";

export default node;
