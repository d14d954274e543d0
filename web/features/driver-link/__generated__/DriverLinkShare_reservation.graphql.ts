/**
 * @generated SignedSource<<979e14e0c0f2c2007f25c8e80be3d5d8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DriverLinkShare_reservation$data = {
  readonly driverLink: string | null | undefined;
  readonly id: string;
  readonly orderNumber: string;
  readonly " $fragmentType": "DriverLinkShare_reservation";
};
export type DriverLinkShare_reservation$key = {
  readonly " $data"?: DriverLinkShare_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"DriverLinkShare_reservation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DriverLinkShare_reservation",
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
      "name": "orderNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "driverLink",
      "storageKey": null
    }
  ],
  "type": "Reservation",
  "abstractKey": null
};

(node as any).hash = "68e495fd0111d389c29fa1d8b332800a";

export default node;
