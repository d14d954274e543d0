/**
 * @generated SignedSource<<547c11a9b1e53c98ef60f6014c23b86b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type InvoiceKind = "ADVANCE_INVOICE" | "CREDIT_NOTE" | "INVOICE" | "%future added value";
export type PaymentState = "OPEN" | "PAID" | "PART_PAID" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type MyInvoicesPage_client$data = {
  readonly id: string;
  readonly invoices: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly correctsInvoice: {
          readonly number: string | null | undefined;
        } | null | undefined;
        readonly currency: string;
        readonly dueDate: string | null | undefined;
        readonly id: string;
        readonly issueDate: string | null | undefined;
        readonly kind: InvoiceKind;
        readonly number: string | null | undefined;
        readonly openCents: number | null | undefined;
        readonly overdue: boolean | null | undefined;
        readonly payableCents: number;
        readonly paymentQr: {
          readonly " $fragmentSpreads": FragmentRefs<"PayByTransfer_qr">;
        } | null | undefined;
        readonly paymentState: PaymentState | null | undefined;
        readonly pdfUrl: string | null | undefined;
        readonly reservation: {
          readonly orderNumber: string;
        } | null | undefined;
        readonly xmlUrl: string | null | undefined;
      };
    }>;
  };
  readonly " $fragmentType": "MyInvoicesPage_client";
};
export type MyInvoicesPage_client$key = {
  readonly " $data"?: MyInvoicesPage_client$data;
  readonly " $fragmentSpreads": FragmentRefs<"MyInvoicesPage_client">;
};

import MyInvoicesPageListQuery_graphql from './MyInvoicesPageListQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "invoices"
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": 20,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [
        "node"
      ],
      "operation": MyInvoicesPageListQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "MyInvoicesPage_client",
  "selections": [
    {
      "alias": "invoices",
      "args": null,
      "concreteType": "ClientInvoicesConnection",
      "kind": "LinkedField",
      "name": "__MyInvoicesPage_invoices_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ClientInvoicesConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Invoice",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v1/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "kind",
                  "storageKey": null
                },
                (v2/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "issueDate",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "dueDate",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "payableCents",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "openCents",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "paymentState",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "overdue",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "currency",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "pdfUrl",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "xmlUrl",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "PaymentQr",
                  "kind": "LinkedField",
                  "name": "paymentQr",
                  "plural": false,
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "PayByTransfer_qr"
                    }
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Reservation",
                  "kind": "LinkedField",
                  "name": "reservation",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "orderNumber",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Invoice",
                  "kind": "LinkedField",
                  "name": "correctsInvoice",
                  "plural": false,
                  "selections": [
                    (v2/*:: as any*/)
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    (v1/*:: as any*/)
  ],
  "type": "Client",
  "abstractKey": null
};
})();

(node as any).hash = "bbafc048f9a0cf2a4acb0b81622ce453";

export default node;
