/**
 * @generated SignedSource<<d0cfe5eb5420a3dd278c8d26116bb925>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DemoBadge_query$data = {
  readonly site: {
    readonly demo: boolean;
  };
  readonly " $fragmentType": "DemoBadge_query";
};
export type DemoBadge_query$key = {
  readonly " $data"?: DemoBadge_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"DemoBadge_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DemoBadge_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Site",
      "kind": "LinkedField",
      "name": "site",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "demo",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "141c893de0d70a017f9a70f4673106f3";

export default node;
