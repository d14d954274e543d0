/**
 * @generated SignedSource<<14daf640c7db754e48ea42ad78d886f9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type VatCategory = "E" | "O" | "S" | "Z" | "%future added value";
export type SaveVatRateInput = {
  active?: boolean | null | undefined;
  category?: VatCategory | null | undefined;
  id?: string | null | undefined;
  nameEn: string;
  nameSl: string;
  rateBp: number;
};
export type VatRatesPanelSaveMutation$variables = {
  input: SaveVatRateInput;
};
export type VatRatesPanelSaveMutation$data = {
  readonly saveVatRate: {
    readonly vatRate: {
      readonly active: boolean;
      readonly id: string;
      readonly inUse: boolean;
      readonly nameEn: string;
      readonly nameSl: string;
      readonly rateBp: number;
    };
  };
};
export type VatRatesPanelSaveMutation = {
  response: VatRatesPanelSaveMutation$data;
  variables: VatRatesPanelSaveMutation$variables;
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
    "concreteType": "SaveVatRatePayload",
    "kind": "LinkedField",
    "name": "saveVatRate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "VatRate",
        "kind": "LinkedField",
        "name": "vatRate",
        "plural": false,
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
    "name": "VatRatesPanelSaveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "VatRatesPanelSaveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d2fd2a73144536c4fca114225a886546",
    "id": null,
    "metadata": {},
    "name": "VatRatesPanelSaveMutation",
    "operationKind": "mutation",
    "text": "mutation VatRatesPanelSaveMutation(\n  $input: SaveVatRateInput!\n) {\n  saveVatRate(input: $input) {\n    vatRate {\n      id\n      rateBp\n      nameEn\n      nameSl\n      active\n      inUse\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f62986a829d9517041a611fc8c58aab9";

export default node;
