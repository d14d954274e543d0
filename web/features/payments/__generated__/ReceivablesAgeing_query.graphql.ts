/**
 * @generated SignedSource<<2e003976273b1141860c7f53fc04b0ed>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ReceivablesAgeing_query$data = {
  readonly receivablesAgeing: {
    readonly asOf: string;
    readonly rows: ReadonlyArray<{
      readonly client: {
        readonly id: string;
      } | null | undefined;
      readonly days0To30Cents: number;
      readonly days31To60Cents: number;
      readonly days61PlusCents: number;
      readonly name: string | null | undefined;
      readonly notDueCents: number;
      readonly totalCents: number;
    }>;
    readonly totals: {
      readonly days0To30Cents: number;
      readonly days31To60Cents: number;
      readonly days61PlusCents: number;
      readonly notDueCents: number;
      readonly totalCents: number;
    };
  };
  readonly " $fragmentType": "ReceivablesAgeing_query";
};
export type ReceivablesAgeing_query$key = {
  readonly " $data"?: ReceivablesAgeing_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReceivablesAgeing_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "notDueCents",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "days0To30Cents",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "days31To60Cents",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "days61PlusCents",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCents",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReceivablesAgeing_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ReceivablesAgeing",
      "kind": "LinkedField",
      "name": "receivablesAgeing",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "asOf",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ReceivablesAgeingRow",
          "kind": "LinkedField",
          "name": "rows",
          "plural": true,
          "selections": [
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
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            },
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            (v3/*:: as any*/),
            (v4/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ReceivablesAgeingTotals",
          "kind": "LinkedField",
          "name": "totals",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            (v3/*:: as any*/),
            (v4/*:: as any*/)
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
})();

(node as any).hash = "044c6d2e3ecbbfc5f3fafa00ba22ecab";

export default node;
