/**
 * @generated SignedSource<<8e4797c6d07bc8e07458f1a16fba19b7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type HomePage_rules$data = {
  readonly stops: ReadonlyArray<{
    readonly durationMinutes: number;
    readonly leadTimeHours: number;
    readonly type: StopType;
  }>;
  readonly " $fragmentType": "HomePage_rules";
};
export type HomePage_rules$key = {
  readonly " $data"?: HomePage_rules$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomePage_rules">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomePage_rules",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "StopRules",
      "kind": "LinkedField",
      "name": "stops",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "leadTimeHours",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "durationMinutes",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ReservationRules",
  "abstractKey": null
};

(node as any).hash = "e760ccf978456a2cb76e78d265a7a82c";

export default node;
