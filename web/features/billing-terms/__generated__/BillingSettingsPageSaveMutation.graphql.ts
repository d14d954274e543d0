/**
 * @generated SignedSource<<12cafbb8351abe0de35c50be0bbffc23>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateBillingSettingsInput = {
  addressLine: string;
  bic: string;
  cancellationTerms: CancellationTermsInput;
  city: string;
  countryCode: string;
  email: string;
  iban: string;
  invoiceFooterEn: string;
  invoiceFooterSl: string;
  legalName: string;
  paymentTermsDays: number;
  postcode: string;
  registrationNumber: string;
  reminderDays?: ReadonlyArray<number> | null | undefined;
  vatId: string;
};
export type CancellationTermsInput = {
  noShowPercent: number;
  tiers: ReadonlyArray<CancellationTierInput>;
};
export type CancellationTierInput = {
  hoursBefore: number;
  percent: number;
};
export type BillingSettingsPageSaveMutation$variables = {
  input: UpdateBillingSettingsInput;
};
export type BillingSettingsPageSaveMutation$data = {
  readonly updateBillingSettings: {
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
    };
  };
};
export type BillingSettingsPageSaveMutation = {
  response: BillingSettingsPageSaveMutation$data;
  variables: BillingSettingsPageSaveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "UpdateBillingSettingsPayload",
    "kind": "LinkedField",
    "name": "updateBillingSettings",
    "plural": false,
    "selections": [
      {
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
            "kind": "ScalarField",
            "name": "reminderDays",
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
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "BillingSettingsPageSaveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BillingSettingsPageSaveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "bf449ab145e36ebdc71de0c71ae0b52d",
    "id": null,
    "metadata": {},
    "name": "BillingSettingsPageSaveMutation",
    "operationKind": "mutation",
    "text": "mutation BillingSettingsPageSaveMutation(\n  $input: UpdateBillingSettingsInput!\n) {\n  updateBillingSettings(input: $input) {\n    billingSettings {\n      legalName\n      addressLine\n      postcode\n      city\n      countryCode\n      vatId\n      registrationNumber\n      iban\n      bic\n      email\n      invoiceFooterEn\n      invoiceFooterSl\n      paymentTermsDays\n      reminderDays\n      cancellationTerms {\n        tiers {\n          hoursBefore\n          percent\n        }\n        noShowPercent\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4fd5c7dd9441fe2bc0fdc78239abeabc";

export default node;
