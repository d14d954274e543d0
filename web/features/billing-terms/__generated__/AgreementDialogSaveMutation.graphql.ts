/**
 * @generated SignedSource<<f7bf5e86021ffdcf1d2ab2830de502c9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DepositDueFrom = "ARRIVAL" | "CONFIRMATION" | "%future added value";
export type DepositKind = "NONE" | "PERCENT" | "PER_GUEST" | "%future added value";
export type SaveAgreementInput = {
  cancellationTerms?: CancellationTermsInput | null | undefined;
  clientId: string;
  crewMealsFree?: boolean | null | undefined;
  depositTerms?: DepositTermsInput | null | undefined;
  dishPrices?: ReadonlyArray<AgreementDishPriceInput> | null | undefined;
  freePlaces?: FreePlacesInput | null | undefined;
  guaranteedPercent?: number | null | undefined;
  id?: string | null | undefined;
  longStopPriceCents?: number | null | undefined;
  name: string;
  paymentTermsDays?: number | null | undefined;
  pricesIncludeVat: boolean;
  shortStopPriceCents?: number | null | undefined;
  validFrom: string;
  validUntil?: string | null | undefined;
};
export type CancellationTermsInput = {
  noShowPercent: number;
  tiers: ReadonlyArray<CancellationTierInput>;
};
export type CancellationTierInput = {
  hoursBefore: number;
  percent: number;
};
export type DepositTermsInput = {
  dueDays?: number | null | undefined;
  dueFrom?: DepositDueFrom | null | undefined;
  kind: DepositKind;
  perGuestCents?: number | null | undefined;
  percent?: number | null | undefined;
};
export type AgreementDishPriceInput = {
  menuItemId: string;
  priceCents: number;
};
export type FreePlacesInput = {
  max?: number | null | undefined;
  perPaying: number;
};
export type AgreementDialogSaveMutation$variables = {
  input: SaveAgreementInput;
};
export type AgreementDialogSaveMutation$data = {
  readonly saveAgreement: {
    readonly client: {
      readonly " $fragmentSpreads": FragmentRefs<"ClientAgreements_client">;
    };
  };
};
export type AgreementDialogSaveMutation = {
  response: AgreementDialogSaveMutation$data;
  variables: AgreementDialogSaveMutation$variables;
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "percent",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AgreementDialogSaveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SaveAgreementPayload",
        "kind": "LinkedField",
        "name": "saveAgreement",
        "plural": false,
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
                "args": null,
                "kind": "FragmentSpread",
                "name": "ClientAgreements_client"
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
    "name": "AgreementDialogSaveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SaveAgreementPayload",
        "kind": "LinkedField",
        "name": "saveAgreement",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Client",
            "kind": "LinkedField",
            "name": "client",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Agreement",
                "kind": "LinkedField",
                "name": "agreements",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "validFrom",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "validUntil",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "inForceToday",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "shortStopPriceCents",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "longStopPriceCents",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "pricesIncludeVat",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AgreementDishPrice",
                    "kind": "LinkedField",
                    "name": "dishPrices",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "__typename",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "MenuItem",
                        "kind": "LinkedField",
                        "name": "menuItem",
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
                        "name": "priceCents",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "FreePlaces",
                    "kind": "LinkedField",
                    "name": "freePlaces",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "perPaying",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "max",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "crewMealsFree",
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
                    "name": "guaranteedPercent",
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
                        "kind": "ScalarField",
                        "name": "noShowPercent",
                        "storageKey": null
                      },
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
                          (v4/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "DepositTerms",
                    "kind": "LinkedField",
                    "name": "depositTerms",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "kind",
                        "storageKey": null
                      },
                      (v4/*:: as any*/),
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
                    ],
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
    ]
  },
  "params": {
    "cacheID": "856d0f01a031de1c3f1f27da5e8a61d1",
    "id": null,
    "metadata": {},
    "name": "AgreementDialogSaveMutation",
    "operationKind": "mutation",
    "text": "mutation AgreementDialogSaveMutation(\n  $input: SaveAgreementInput!\n) {\n  saveAgreement(input: $input) {\n    client {\n      ...ClientAgreements_client\n      id\n    }\n  }\n}\n\nfragment AgreementDialog_agreement on Agreement {\n  id\n  name\n  validFrom\n  validUntil\n  shortStopPriceCents\n  longStopPriceCents\n  pricesIncludeVat\n  dishPrices {\n    menuItem {\n      id\n    }\n    priceCents\n  }\n  freePlaces {\n    perPaying\n    max\n  }\n  crewMealsFree\n  paymentTermsDays\n  guaranteedPercent\n  cancellationTerms {\n    tiers {\n      hoursBefore\n      percent\n    }\n    noShowPercent\n  }\n  depositTerms {\n    kind\n    percent\n    perGuestCents\n    dueFrom\n    dueDays\n  }\n}\n\nfragment ClientAgreements_client on Client {\n  id\n  name\n  agreements {\n    id\n    name\n    validFrom\n    validUntil\n    inForceToday\n    shortStopPriceCents\n    longStopPriceCents\n    pricesIncludeVat\n    dishPrices {\n      __typename\n    }\n    freePlaces {\n      perPaying\n      max\n    }\n    crewMealsFree\n    paymentTermsDays\n    guaranteedPercent\n    cancellationTerms {\n      noShowPercent\n    }\n    ...AgreementDialog_agreement\n  }\n}\n"
  }
};
})();

(node as any).hash = "2c03fb4f21581c235eebdaf071b126ad";

export default node;
