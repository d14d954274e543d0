/**
 * @generated SignedSource<<263bbce4eaa25710f6e40a022c98c1d6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type WebhookDeliveryStatus = "FAILED" | "PENDING" | "SUCCEEDED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type WebhookDeliveryItem_delivery$data = {
  readonly attempts: number;
  readonly createdAt: any;
  readonly durationMs: number | null | undefined;
  readonly eventType: string;
  readonly id: string;
  readonly nextAttemptAt: any | null | undefined;
  readonly responseExcerpt: string | null | undefined;
  readonly status: WebhookDeliveryStatus;
  readonly statusCode: number | null | undefined;
  readonly " $fragmentType": "WebhookDeliveryItem_delivery";
};
export type WebhookDeliveryItem_delivery$key = {
  readonly " $data"?: WebhookDeliveryItem_delivery$data;
  readonly " $fragmentSpreads": FragmentRefs<"WebhookDeliveryItem_delivery">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WebhookDeliveryItem_delivery",
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
  "type": "WebhookDelivery",
  "abstractKey": null
};

(node as any).hash = "a61adfd7168848a7119d2f73211a81fb";

export default node;
