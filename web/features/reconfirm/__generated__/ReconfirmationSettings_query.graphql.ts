/**
 * @generated SignedSource<<01f75a09dfe62d1b0496b955a87b18d9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ReconfirmationSettings_query$data = {
  readonly reconfirmationSettings: {
    readonly reconfirmHoursBefore: number;
    readonly staffDigestEnabled: boolean;
    readonly staffDigestHour: number;
  };
  readonly " $fragmentType": "ReconfirmationSettings_query";
};
export type ReconfirmationSettings_query$key = {
  readonly " $data"?: ReconfirmationSettings_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReconfirmationSettings_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReconfirmationSettings_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ReconfirmationSettings",
      "kind": "LinkedField",
      "name": "reconfirmationSettings",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reconfirmHoursBefore",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "staffDigestEnabled",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "staffDigestHour",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "fa03fffc6c5609ed7dadf92745d57f51";

export default node;
