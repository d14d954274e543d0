/**
 * @generated SignedSource<<7a15d52ec44cb5500a6a85d8a2da80b7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ApiTokenScope = "CREATE_RESERVATIONS" | "MANAGE_WEBHOOKS" | "READ_ALL_RESERVATIONS" | "READ_INVOICES" | "READ_RESERVATIONS" | "%future added value";
export type CreateApiTokenInput = {
  expiresAt?: any | null | undefined;
  name: string;
  scopes: ReadonlyArray<ApiTokenScope>;
};
export type NewTokenDialogClientMutation$variables = {
  connections: ReadonlyArray<string>;
  input: CreateApiTokenInput;
};
export type NewTokenDialogClientMutation$data = {
  readonly createApiToken: {
    readonly apiToken: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ApiTokenRow_token">;
    };
    readonly secret: string;
  };
};
export type NewTokenDialogClientMutation = {
  response: NewTokenDialogClientMutation$data;
  variables: NewTokenDialogClientMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "secret",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "NewTokenDialogClientMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "CreateApiTokenPayload",
        "kind": "LinkedField",
        "name": "createApiToken",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ApiToken",
            "kind": "LinkedField",
            "name": "apiToken",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ApiTokenRow_token"
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "NewTokenDialogClientMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "CreateApiTokenPayload",
        "kind": "LinkedField",
        "name": "createApiToken",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ApiToken",
            "kind": "LinkedField",
            "name": "apiToken",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "prefix",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "scopes",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastUsedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastUsedIp",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "expiresAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "revokedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdByName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "creatorLeft",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Client",
                "kind": "LinkedField",
                "name": "client",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
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
            "filters": null,
            "handle": "prependNode",
            "key": "",
            "kind": "LinkedHandle",
            "name": "apiToken",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              },
              {
                "kind": "Literal",
                "name": "edgeTypeName",
                "value": "ApiTokenEdge"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "1447d308e9419a643af42acb1f96b956",
    "id": null,
    "metadata": {},
    "name": "NewTokenDialogClientMutation",
    "operationKind": "mutation",
    "text": "mutation NewTokenDialogClientMutation(\n  $input: CreateApiTokenInput!\n) {\n  createApiToken(input: $input) {\n    secret\n    apiToken {\n      id\n      ...ApiTokenRow_token\n    }\n  }\n}\n\nfragment ApiTokenRow_token on ApiToken {\n  id\n  name\n  prefix\n  scopes\n  createdAt\n  lastUsedAt\n  lastUsedIp\n  expiresAt\n  revokedAt\n  createdByName\n  creatorLeft\n  client {\n    name\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "2a739fb854db40e7cca00474b44fd763";

export default node;
