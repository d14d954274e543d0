/**
 * @generated SignedSource<<ea09c6ec8c7cff98ccdaa29286f85306>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BillingDetailsSection_client$data = {
  readonly billingDetails: {
    readonly addressLine: string;
    readonly billingEmail: string | null | undefined;
    readonly city: string;
    readonly countryCode: string;
    readonly legalName: string;
    readonly postcode: string;
    readonly vatId: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "BillingDetailsSection_client";
};
export type BillingDetailsSection_client$key = {
  readonly " $data"?: BillingDetailsSection_client$data;
  readonly " $fragmentSpreads": FragmentRefs<"BillingDetailsSection_client">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BillingDetailsSection_client",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "BillingDetails",
      "kind": "LinkedField",
      "name": "billingDetails",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "legalName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "addressLine",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "postcode",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "city",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "countryCode",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "vatId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "billingEmail",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Client",
  "abstractKey": null
};

(node as any).hash = "ca6408abe3bca9eebaedd84f250c7dee";

export default node;
