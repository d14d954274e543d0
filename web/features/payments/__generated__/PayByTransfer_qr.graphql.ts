/**
 * @generated SignedSource<<65a7ec4003ee3cd7c152a11df6688cab>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PayByTransfer_qr$data = {
  readonly path: string;
  readonly payload: string;
  readonly size: number;
  readonly " $fragmentType": "PayByTransfer_qr";
};
export type PayByTransfer_qr$key = {
  readonly " $data"?: PayByTransfer_qr$data;
  readonly " $fragmentSpreads": FragmentRefs<"PayByTransfer_qr">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PayByTransfer_qr",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "payload",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "size",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "path",
      "storageKey": null
    }
  ],
  "type": "PaymentQr",
  "abstractKey": null
};

(node as any).hash = "146931a8e08b19f245447005166689bc";

export default node;
