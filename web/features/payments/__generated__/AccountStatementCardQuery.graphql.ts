/**
 * @generated SignedSource<<b0c940fa3218a14e0255adde7cad7b76>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type AccountStatementCardQuery$variables = {
  clientId: string;
  from: string;
  to: string;
};
export type AccountStatementCardQuery$data = {
  readonly node: {
    readonly accountStatement?: {
      readonly closingBalanceCents: number;
      readonly creditCents: number;
      readonly csvUrl: string;
      readonly currency: string;
      readonly debitCents: number;
      readonly openingBalanceCents: number;
      readonly pdfUrl: string;
    };
  } | null | undefined;
};
export type AccountStatementCardQuery = {
  response: AccountStatementCardQuery$data;
  variables: AccountStatementCardQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "clientId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "from"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "to"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "clientId"
  }
],
v2 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "from",
          "variableName": "from"
        },
        {
          "kind": "Variable",
          "name": "to",
          "variableName": "to"
        }
      ],
      "concreteType": "AccountStatement",
      "kind": "LinkedField",
      "name": "accountStatement",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "openingBalanceCents",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "debitCents",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "creditCents",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "closingBalanceCents",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currency",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pdfUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "csvUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Client",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AccountStatementCardQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
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
    "name": "AccountStatementCardQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
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
    ]
  },
  "params": {
    "cacheID": "28ea55a1087279a2e5a04abc4ed83bad",
    "id": null,
    "metadata": {},
    "name": "AccountStatementCardQuery",
    "operationKind": "query",
    "text": "query AccountStatementCardQuery(\n  $clientId: ID!\n  $from: String!\n  $to: String!\n) {\n  node(id: $clientId) {\n    __typename\n    ... on Client {\n      accountStatement(from: $from, to: $to) {\n        openingBalanceCents\n        debitCents\n        creditCents\n        closingBalanceCents\n        currency\n        pdfUrl\n        csvUrl\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "334f8e147a061bb589e4645094aaad12";

export default node;
