/**
 * @generated SignedSource<<cdcafdda285c4a74000e0be1cfc84d28>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ClientsPendingPage_queue$data = {
  readonly clients: {
    readonly __id: string;
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly emailVerified: boolean;
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"PendingClientRow_client">;
      };
    }>;
  };
  readonly " $fragmentType": "ClientsPendingPage_queue";
};
export type ClientsPendingPage_queue$key = {
  readonly " $data"?: ClientsPendingPage_queue$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClientsPendingPage_queue">;
};

import ClientsPendingPageQueueQuery_graphql from './ClientsPendingPageQueueQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "clients"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 20,
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
      "fragmentPathInResult": [],
      "operation": ClientsPendingPageQueueQuery_graphql
    }
  },
  "name": "ClientsPendingPage_queue",
  "selections": [
    {
      "alias": "clients",
      "args": [
        {
          "kind": "Literal",
          "name": "orderBy",
          "value": "REGISTERED_OLDEST_FIRST"
        },
        {
          "kind": "Literal",
          "name": "status",
          "value": [
            "PENDING"
          ]
        }
      ],
      "concreteType": "QueryClientsConnection",
      "kind": "LinkedField",
      "name": "__ClientsPendingPage_clients_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "QueryClientsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Client",
              "kind": "LinkedField",
              "name": "node",
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
                  "name": "emailVerified",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "PendingClientRow_client"
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
      "storageKey": "__ClientsPendingPage_clients_connection(orderBy:\"REGISTERED_OLDEST_FIRST\",status:[\"PENDING\"])"
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "d727298580aa7b46cea16d8cfef47ee9";

export default node;
