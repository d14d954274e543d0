/**
 * @generated SignedSource<<daff805d16a583c9c731d00ffb69d09d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type PaymentRowSuggestionsQuery$variables = {
  paymentId: string;
};
export type PaymentRowSuggestionsQuery$data = {
  readonly paymentSuggestions: ReadonlyArray<{
    readonly client: {
      readonly name: string;
    } | null | undefined;
    readonly documentId: string;
    readonly dueDate: string | null | undefined;
    readonly exactAmount: boolean;
    readonly number: string;
    readonly openCents: number;
  }>;
};
export type PaymentRowSuggestionsQuery = {
  response: PaymentRowSuggestionsQuery$data;
  variables: PaymentRowSuggestionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "paymentId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "paymentId",
    "variableName": "paymentId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "documentId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "openCents",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dueDate",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "exactAmount",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PaymentRowSuggestionsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PaymentSuggestion",
        "kind": "LinkedField",
        "name": "paymentSuggestions",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Client",
            "kind": "LinkedField",
            "name": "client",
            "plural": false,
            "selections": [
              (v7/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PaymentRowSuggestionsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PaymentSuggestion",
        "kind": "LinkedField",
        "name": "paymentSuggestions",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Client",
            "kind": "LinkedField",
            "name": "client",
            "plural": false,
            "selections": [
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
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
    "cacheID": "e8023a9c28479da68a44a9507fa6fe32",
    "id": null,
    "metadata": {},
    "name": "PaymentRowSuggestionsQuery",
    "operationKind": "query",
    "text": "query PaymentRowSuggestionsQuery(\n  $paymentId: ID!\n) {\n  paymentSuggestions(paymentId: $paymentId) {\n    documentId\n    number\n    openCents\n    dueDate\n    exactAmount\n    client {\n      name\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "222ed5914288b3eff6405903b7f8afef";

export default node;
