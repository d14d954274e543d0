/**
 * @generated SignedSource<<1be0769dc673d4aecb9a36156130a055>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ImportBankStatementInput = {
  file: any;
};
export type ImportStatementMutation$variables = {
  input: ImportBankStatementInput;
};
export type ImportStatementMutation$data = {
  readonly importBankStatement: {
    readonly alreadyImported: boolean;
    readonly skippedOtherCurrency: number;
    readonly statement: {
      readonly creditCount: number;
      readonly fileName: string;
      readonly id: string;
      readonly matchedCount: number;
      readonly newCount: number;
    };
  };
};
export type ImportStatementMutation = {
  response: ImportStatementMutation$data;
  variables: ImportStatementMutation$variables;
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
    "concreteType": "ImportBankStatementPayload",
    "kind": "LinkedField",
    "name": "importBankStatement",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "alreadyImported",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "skippedOtherCurrency",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "BankStatement",
        "kind": "LinkedField",
        "name": "statement",
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
            "name": "fileName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "creditCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "newCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "matchedCount",
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
    "name": "ImportStatementMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ImportStatementMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d263a3763125a4509ba3cf7e84123aff",
    "id": null,
    "metadata": {},
    "name": "ImportStatementMutation",
    "operationKind": "mutation",
    "text": "mutation ImportStatementMutation(\n  $input: ImportBankStatementInput!\n) {\n  importBankStatement(input: $input) {\n    alreadyImported\n    skippedOtherCurrency\n    statement {\n      id\n      fileName\n      creditCount\n      newCount\n      matchedCount\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7efdd17ae2764dda1a25f832964300e0";

export default node;
