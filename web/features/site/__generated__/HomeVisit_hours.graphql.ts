/**
 * @generated SignedSource<<bbc2cf7e1106165ccaa5313347d94f2f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type HomeVisit_hours$data = {
  readonly openingHours: ReadonlyArray<{
    readonly closed: boolean;
    readonly closes: string;
    readonly opens: string;
    readonly weekday: number;
  }>;
  readonly " $fragmentType": "HomeVisit_hours";
};
export type HomeVisit_hours$key = {
  readonly " $data"?: HomeVisit_hours$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeVisit_hours">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeVisit_hours",
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

(node as any).hash = "cde68bbcdce98c84f39d4ea90d828a77";

export default node;
