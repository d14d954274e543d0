/**
 * @generated SignedSource<<06fd4154b452d8f88c2ab8940c10f465>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ApiTokenList_connection$data = {
  readonly __id: string;
  readonly edges: ReadonlyArray<{
    readonly node: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ApiTokenRow_token">;
    };
  }>;
  readonly " $fragmentType": "ApiTokenList_connection";
};
export type ApiTokenList_connection$key = {
  readonly " $data"?: ApiTokenList_connection$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApiTokenList_connection">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApiTokenList_connection",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ApiTokenEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ApiToken",
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
              "name": "ApiTokenRow_token"
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
  "type": "ApiTokenConnection",
  "abstractKey": null
};

(node as any).hash = "f32d5e2d03743ce5ace75ee3556b2dee";

export default node;
