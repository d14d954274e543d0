/**
 * @generated SignedSource<<fba6937d3c57777f0e0f66cb3fcdadce>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type RevenueCharts_revenue$data = {
  readonly clients: ReadonlyArray<{
    readonly client: {
      readonly id: string;
    } | null | undefined;
    readonly name: string;
    readonly netCents: number;
  }>;
  readonly currency: string;
  readonly months: ReadonlyArray<{
    readonly documents: number;
    readonly month: string;
    readonly netCents: number;
  }>;
  readonly netCents: number;
  readonly stopTypes: ReadonlyArray<{
    readonly netCents: number;
    readonly type: StopType;
  }>;
  readonly " $fragmentType": "RevenueCharts_revenue";
};
export type RevenueCharts_revenue$key = {
  readonly " $data"?: RevenueCharts_revenue$data;
  readonly " $fragmentSpreads": FragmentRefs<"RevenueCharts_revenue">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "netCents",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RevenueCharts_revenue",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currency",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "RevenueMonth",
      "kind": "LinkedField",
      "name": "months",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "month",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "documents",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RevenueByStopType",
      "kind": "LinkedField",
      "name": "stopTypes",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RevenueByClient",
      "kind": "LinkedField",
      "name": "clients",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Client",
          "kind": "LinkedField",
          "name": "client",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "id",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Revenue",
  "abstractKey": null
};
})();

(node as any).hash = "059433ac2364449ab55777f525b0025f";

export default node;
