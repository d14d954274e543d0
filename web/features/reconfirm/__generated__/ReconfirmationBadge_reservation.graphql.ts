/**
 * @generated SignedSource<<49c08946a557c07b8721af10892fbdf7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ReconfirmationBadge_reservation$data = {
  readonly reconfirmationRequestedAt: any | null | undefined;
  readonly reconfirmedAt: any | null | undefined;
  readonly " $fragmentType": "ReconfirmationBadge_reservation";
};
export type ReconfirmationBadge_reservation$key = {
  readonly " $data"?: ReconfirmationBadge_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReconfirmationBadge_reservation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReconfirmationBadge_reservation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reconfirmationRequestedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reconfirmedAt",
      "storageKey": null
    }
  ],
  "type": "Reservation",
  "abstractKey": null
};

(node as any).hash = "dcc280ce822d96af66ff3ab877057981";

export default node;
