/**
 * @generated SignedSource<<2d6834cadb99ea2ea2c19f10adaa846d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type SaveBillingDetailsInput = {
  billingDetails: BillingDetailsInput;
  organisationId?: string | null | undefined;
};
export type BillingDetailsInput = {
  addressLine: string;
  billingEmail?: string | null | undefined;
  city: string;
  countryCode: string;
  legalName: string;
  postcode: string;
  vatId?: string | null | undefined;
};
export type BillingDetailsSectionMutation$variables = {
  input: SaveBillingDetailsInput;
};
export type BillingDetailsSectionMutation$data = {
  readonly saveBillingDetails: {
    readonly client: {
      readonly billingDetails: {
        readonly addressLine: string;
        readonly billingEmail: string | null | undefined;
        readonly city: string;
        readonly countryCode: string;
        readonly legalName: string;
        readonly postcode: string;
        readonly vatId: string | null | undefined;
      } | null | undefined;
      readonly id: string;
    };
  };
};
export type BillingDetailsSectionMutation = {
  response: BillingDetailsSectionMutation$data;
  variables: BillingDetailsSectionMutation$variables;
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
    "concreteType": "SaveBillingDetailsPayload",
    "kind": "LinkedField",
    "name": "saveBillingDetails",
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
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "BillingDetails",
            "kind": "LinkedField",
            "name": "billingDetails",
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
                "name": "billingEmail",
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
    "name": "BillingDetailsSectionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BillingDetailsSectionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "70e20bd4b48f3795fa42f782aeee23e1",
    "id": null,
    "metadata": {},
    "name": "BillingDetailsSectionMutation",
    "operationKind": "mutation",
    "text": "mutation BillingDetailsSectionMutation(\n  $input: SaveBillingDetailsInput!\n) {\n  saveBillingDetails(input: $input) {\n    client {\n      id\n      billingDetails {\n        legalName\n        addressLine\n        postcode\n        city\n        countryCode\n        vatId\n        billingEmail\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6cad0fda706bb2e53874b50ed5cd57d0";

export default node;
