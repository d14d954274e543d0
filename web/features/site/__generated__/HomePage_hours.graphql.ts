/**
 * @generated SignedSource<<00e71dd472257070ad5b1443affad563>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type HomePage_hours$data = {
  readonly openingHours: ReadonlyArray<{
    readonly closed: boolean;
    readonly closes: string;
    readonly opens: string;
    readonly weekday: number;
  }>;
  readonly " $fragmentType": "HomePage_hours";
};
export type HomePage_hours$key = {
  readonly " $data"?: HomePage_hours$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomePage_hours">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomePage_hours",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "OpeningDay",
      "kind": "LinkedField",
      "name": "openingHours",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "weekday",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "opens",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "closes",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "closed",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ReservationRules",
  "abstractKey": null
};

(node as any).hash = "3e1ad5192338b83bb11173a4e41b9782";

export default node;
