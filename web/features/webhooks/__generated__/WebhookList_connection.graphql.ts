/**
 * @generated SignedSource<<d2512f3fdc0fd780fbfccff5f2a9c6d7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type WebhookList_connection$data = {
  readonly __id: string;
  readonly edges: ReadonlyArray<{
    readonly node: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"WebhookEndpointRow_endpoint">;
    };
  }>;
  readonly " $fragmentType": "WebhookList_connection";
};
export type WebhookList_connection$key = {
  readonly " $data"?: WebhookList_connection$data;
  readonly " $fragmentSpreads": FragmentRefs<"WebhookList_connection">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WebhookList_connection",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "WebhookEndpointEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "WebhookEndpoint",
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
              "args": null,
              "kind": "FragmentSpread",
              "name": "WebhookEndpointRow_endpoint"
            }
          ],
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
  "type": "WebhookEndpointConnection",
  "abstractKey": null
};

(node as any).hash = "3a2afe9ddff63af4bed63ddf09b18913";

export default node;
