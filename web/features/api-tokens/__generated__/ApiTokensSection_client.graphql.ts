/**
 * @generated SignedSource<<bebbf74f8c91e83db0940273f0945a44>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type OrganisationStatus = "APPROVED" | "ARCHIVED" | "BLOCKED" | "PENDING" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ApiTokensSection_client$data = {
  readonly apiTokens: {
    readonly edges: ReadonlyArray<{
      readonly __typename: "ApiTokenEdge";
    }>;
    readonly " $fragmentSpreads": FragmentRefs<"ApiTokenList_connection">;
  } | null | undefined;
  readonly emailVerified: boolean;
  readonly status: OrganisationStatus;
  readonly " $fragmentType": "ApiTokensSection_client";
};
export type ApiTokensSection_client$key = {
  readonly " $data"?: ApiTokensSection_client$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApiTokensSection_client">;
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
          "apiTokens"
        ]
      }
    ]
  },
  "name": "ApiTokensSection_client",
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
      "alias": "apiTokens",
      "args": null,
      "concreteType": "ApiTokenConnection",
      "kind": "LinkedField",
      "name": "__ApiTokensSection_apiTokens_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ApiTokenEdge",
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
              "concreteType": "ApiToken",
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
          "name": "ApiTokenList_connection"
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

(node as any).hash = "057990a9a334028ee8368da4ed6f2870";

export default node;
