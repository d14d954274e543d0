/**
 * @generated SignedSource<<0e03f660b22fb2912931e156525ab4e1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ClientAgreements_client$data = {
  readonly agreements: ReadonlyArray<{
    readonly cancellationTerms: {
      readonly noShowPercent: number;
    } | null | undefined;
    readonly crewMealsFree: boolean | null | undefined;
    readonly dishPrices: ReadonlyArray<{
      readonly __typename: "AgreementDishPrice";
    }>;
    readonly freePlaces: {
      readonly max: number | null | undefined;
      readonly perPaying: number;
    } | null | undefined;
    readonly guaranteedPercent: number | null | undefined;
    readonly id: string;
    readonly inForceToday: boolean;
    readonly longStopPriceCents: number | null | undefined;
    readonly name: string;
    readonly paymentTermsDays: number | null | undefined;
    readonly pricesIncludeVat: boolean;
    readonly shortStopPriceCents: number | null | undefined;
    readonly validFrom: string;
    readonly validUntil: string | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"AgreementDialog_agreement">;
  }>;
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "ClientAgreements_client";
};
export type ClientAgreements_client$key = {
  readonly " $data"?: ClientAgreements_client$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClientAgreements_client">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ClientAgreements_client",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Agreement",
      "kind": "LinkedField",
      "name": "agreements",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
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
            }
          ],
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "AgreementDialog_agreement"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Client",
  "abstractKey": null
};
})();

(node as any).hash = "724a24cd70b916258b0aee2dfd1abeb1";

export default node;
