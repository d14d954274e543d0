/**
 * @generated SignedSource<<ddfc3cffc0fbd25a79c85d992d5e5f62>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BillingSettingsPageQuery$variables = Record<PropertyKey, never>;
export type BillingSettingsPageQuery$data = {
  readonly billingSettings: {
    readonly addressLine: string;
    readonly bic: string;
    readonly cancellationTerms: {
      readonly noShowPercent: number;
      readonly tiers: ReadonlyArray<{
        readonly hoursBefore: number;
        readonly percent: number;
      }>;
    };
    readonly city: string;
    readonly countryCode: string;
    readonly email: string;
    readonly iban: string;
    readonly invoiceFooterEn: string;
    readonly invoiceFooterSl: string;
    readonly legalName: string;
    readonly paymentTermsDays: number;
    readonly postcode: string;
    readonly registrationNumber: string;
    readonly vatId: string;
  };
  readonly " $fragmentSpreads": FragmentRefs<"VatRatesPanel_query">;
};
export type BillingSettingsPageQuery = {
  response: BillingSettingsPageQuery$data;
  variables: BillingSettingsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "BillingSettings",
  "kind": "LinkedField",
  "name": "billingSettings",
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
      "name": "registrationNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "iban",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bic",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "invoiceFooterEn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "invoiceFooterSl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentTermsDays",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CancellationTerms",
      "kind": "LinkedField",
      "name": "cancellationTerms",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "CancellationTier",
          "kind": "LinkedField",
          "name": "tiers",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hoursBefore",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "percent",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "noShowPercent",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "BillingSettingsPageQuery",
    "selections": [
      (v0/*:: as any*/),
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "VatRatesPanel_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "BillingSettingsPageQuery",
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "includeRetired",
            "value": true
          }
        ],
        "concreteType": "VatRate",
        "kind": "LinkedField",
        "name": "vatRates",
        "plural": true,
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
            "name": "rateBp",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "nameEn",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "nameSl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "active",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "inUse",
            "storageKey": null
          }
        ],
        "storageKey": "vatRates(includeRetired:true)"
      }
    ]
  },
  "params": {
    "cacheID": "46a60509e6e256c3acdaa7134daab50a",
    "id": null,
    "metadata": {},
    "name": "BillingSettingsPageQuery",
    "operationKind": "query",
    "text": "query BillingSettingsPageQuery {\n  billingSettings {\n    legalName\n    addressLine\n    postcode\n    city\n    countryCode\n    vatId\n    registrationNumber\n    iban\n    bic\n    email\n    invoiceFooterEn\n    invoiceFooterSl\n    paymentTermsDays\n    cancellationTerms {\n      tiers {\n        hoursBefore\n        percent\n      }\n      noShowPercent\n    }\n  }\n  ...VatRatesPanel_query\n}\n\nfragment VatRatesPanel_query on Query {\n  vatRates(includeRetired: true) {\n    id\n    rateBp\n    nameEn\n    nameSl\n    active\n    inUse\n  }\n}\n"
  }
};
})();

(node as any).hash = "00e5d2c0382e39e47d23d28e5f50554c";

export default node;
