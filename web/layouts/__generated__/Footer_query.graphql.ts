/**
 * @generated SignedSource<<3b2d073e31de95b82a7e3bb919570f44>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type Footer_query$data = {
  readonly site: {
    readonly contact: {
      readonly " $fragmentSpreads": FragmentRefs<"Footer_contact">;
    };
  };
  readonly " $fragmentType": "Footer_query";
};
export type Footer_query$key = {
  readonly " $data"?: Footer_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"Footer_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Footer_query",
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
          "concreteType": "SiteContact",
          "kind": "LinkedField",
          "name": "contact",
          "plural": false,
          "selections": [
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "Footer_contact"
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

(node as any).hash = "a7e26c78ebfd782568ecb07f5a78d62f";

export default node;
