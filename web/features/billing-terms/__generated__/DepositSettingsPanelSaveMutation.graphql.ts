/**
 * @generated SignedSource<<6613125b9d93c79db225cfa186e582d3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DepositDueFrom = "ARRIVAL" | "CONFIRMATION" | "%future added value";
export type DepositKind = "NONE" | "PERCENT" | "PER_GUEST" | "%future added value";
export type DepositOverdueAction = "NEEDS_COORDINATION" | "NOTIFY" | "%future added value";
export type UpdateDepositSettingsInput = {
  depositOverdueAction: DepositOverdueAction;
  depositTerms?: DepositTermsInput | null | undefined;
  poorRecordDeposit?: PoorRecordRuleInput | null | undefined;
};
export type DepositTermsInput = {
  dueDays?: number | null | undefined;
  dueFrom?: DepositDueFrom | null | undefined;
  kind: DepositKind;
  perGuestCents?: number | null | undefined;
  percent?: number | null | undefined;
};
export type PoorRecordRuleInput = {
  minBadPercent: number;
  minClosed: number;
  terms: DepositTermsInput;
};
export type DepositSettingsPanelSaveMutation$variables = {
  input: UpdateDepositSettingsInput;
};
export type DepositSettingsPanelSaveMutation$data = {
  readonly updateDepositSettings: {
    readonly billingSettings: {
      readonly " $fragmentSpreads": FragmentRefs<"DepositSettingsPanel_settings">;
    };
  };
};
export type DepositSettingsPanelSaveMutation = {
  response: DepositSettingsPanelSaveMutation$data;
  variables: DepositSettingsPanelSaveMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "kind",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "percent",
    "storageKey": null
  },
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DepositSettingsPanelSaveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateDepositSettingsPayload",
        "kind": "LinkedField",
        "name": "updateDepositSettings",
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
                "args": null,
                "kind": "FragmentSpread",
                "name": "DepositSettingsPanel_settings"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DepositSettingsPanelSaveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateDepositSettingsPayload",
        "kind": "LinkedField",
        "name": "updateDepositSettings",
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
                "concreteType": "DepositTerms",
                "kind": "LinkedField",
                "name": "depositTerms",
                "plural": false,
                "selections": (v2/*:: as any*/),
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
                    "selections": (v2/*:: as any*/),
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
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "1f90e10a605ce2d7c364cbd3a793b71f",
    "id": null,
    "metadata": {},
    "name": "DepositSettingsPanelSaveMutation",
    "operationKind": "mutation",
    "text": "mutation DepositSettingsPanelSaveMutation(\n  $input: UpdateDepositSettingsInput!\n) {\n  updateDepositSettings(input: $input) {\n    billingSettings {\n      ...DepositSettingsPanel_settings\n    }\n  }\n}\n\nfragment DepositSettingsPanel_settings on BillingSettings {\n  depositTerms {\n    kind\n    percent\n    perGuestCents\n    dueFrom\n    dueDays\n  }\n  poorRecordDeposit {\n    minClosed\n    minBadPercent\n    terms {\n      kind\n      percent\n      perGuestCents\n      dueFrom\n      dueDays\n    }\n  }\n  depositOverdueAction\n}\n"
  }
};
})();

(node as any).hash = "e196a5254cd7e80bf67f004e4312b7f3";

export default node;
