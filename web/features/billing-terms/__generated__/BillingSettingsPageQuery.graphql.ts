/**
 * @generated SignedSource<<c51ce138dfee17648bb69877e747a4bd>>
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
    readonly reminderDays: ReadonlyArray<number>;
    readonly vatId: string;
    readonly " $fragmentSpreads": FragmentRefs<"DepositSettingsPanel_settings">;
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
  "kind": "ScalarField",
  "name": "legalName",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "addressLine",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "postcode",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "city",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "countryCode",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "vatId",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "registrationNumber",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "iban",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "bic",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "invoiceFooterEn",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "invoiceFooterSl",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "paymentTermsDays",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reminderDays",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "percent",
  "storageKey": null
},
v15 = {
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
        (v14/*:: as any*/)
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
},
v16 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "kind",
    "storageKey": null
  },
  (v14/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "perGuestCents",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "dueFrom",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "dueDays",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "BillingSettingsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "BillingSettings",
        "kind": "LinkedField",
        "name": "billingSettings",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v15/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DepositSettingsPanel_settings"
          }
        ],
        "storageKey": null
      },
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
      {
        "alias": null,
        "args": null,
        "concreteType": "BillingSettings",
        "kind": "LinkedField",
        "name": "billingSettings",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v15/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "DepositTerms",
            "kind": "LinkedField",
            "name": "depositTerms",
            "plural": false,
            "selections": (v16/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PoorRecordRule",
            "kind": "LinkedField",
            "name": "poorRecordDeposit",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "minClosed",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "minBadPercent",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "DepositTerms",
                "kind": "LinkedField",
                "name": "terms",
                "plural": false,
                "selections": (v16/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "depositOverdueAction",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
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
    "cacheID": "56d604f111ba4a2bbc8778461f6f3a97",
    "id": null,
    "metadata": {},
    "name": "BillingSettingsPageQuery",
    "operationKind": "query",
    "text": "query BillingSettingsPageQuery {\n  billingSettings {\n    legalName\n    addressLine\n    postcode\n    city\n    countryCode\n    vatId\n    registrationNumber\n    iban\n    bic\n    email\n    invoiceFooterEn\n    invoiceFooterSl\n    paymentTermsDays\n    reminderDays\n    cancellationTerms {\n      tiers {\n        hoursBefore\n        percent\n      }\n      noShowPercent\n    }\n    ...DepositSettingsPanel_settings\n  }\n  ...VatRatesPanel_query\n}\n\nfragment DepositSettingsPanel_settings on BillingSettings {\n  depositTerms {\n    kind\n    percent\n    perGuestCents\n    dueFrom\n    dueDays\n  }\n  poorRecordDeposit {\n    minClosed\n    minBadPercent\n    terms {\n      kind\n      percent\n      perGuestCents\n      dueFrom\n      dueDays\n    }\n  }\n  depositOverdueAction\n}\n\nfragment VatRatesPanel_query on Query {\n  vatRates(includeRetired: true) {\n    id\n    rateBp\n    nameEn\n    nameSl\n    active\n    inUse\n  }\n}\n"
  }
};
})();

(node as any).hash = "34034d4e602889483da5def9d6d7ead2";

export default node;
