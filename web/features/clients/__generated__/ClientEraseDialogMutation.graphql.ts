/**
 * @generated SignedSource<<f74876157a00e98775bd43cc212d1eb7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type EraseClientInput = {
  clientId: string;
  confirmEmail: string;
};
export type ClientEraseDialogMutation$variables = {
  connections: ReadonlyArray<string>;
  input: EraseClientInput;
};
export type ClientEraseDialogMutation$data = {
  readonly eraseClient: {
    readonly archivedUntil: any | null | undefined;
    readonly deletedClientId: string;
  };
};
export type ClientEraseDialogMutation = {
  response: ClientEraseDialogMutation$data;
  variables: ClientEraseDialogMutation$variables;
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
  "name": "deletedClientId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "archivedUntil",
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
    "name": "ClientEraseDialogMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "EraseClientPayload",
        "kind": "LinkedField",
        "name": "eraseClient",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/)
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
    "name": "ClientEraseDialogMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "EraseClientPayload",
        "kind": "LinkedField",
        "name": "eraseClient",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedClientId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d3bc47b9a74757be524f776d933a1671",
    "id": null,
    "metadata": {},
    "name": "ClientEraseDialogMutation",
    "operationKind": "mutation",
    "text": "mutation ClientEraseDialogMutation(\n  $input: EraseClientInput!\n) {\n  eraseClient(input: $input) {\n    deletedClientId\n    archivedUntil\n  }\n}\n"
  }
};
})();

(node as any).hash = "32b54adf1498665cfd8323d54af661ad";

export default node;
