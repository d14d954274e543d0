/**
 * @generated SignedSource<<1380468baaf3e838a5892e35091ebf16>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type Language = "en" | "sl" | "%future added value";
export type UpdateClientInput = {
  clientId: string;
  contactInfo?: string | null | undefined;
  firstName?: string | null | undefined;
  language?: Language | null | undefined;
  lastName?: string | null | undefined;
  name?: string | null | undefined;
  phone?: string | null | undefined;
};
export type ClientEditDialogMutation$variables = {
  input: UpdateClientInput;
};
export type ClientEditDialogMutation$data = {
  readonly updateClient: {
    readonly client: {
      readonly contactInfo: string | null | undefined;
      readonly firstName: string | null | undefined;
      readonly id: string;
      readonly language: Language;
      readonly lastName: string | null | undefined;
      readonly name: string;
      readonly phone: string | null | undefined;
    };
  };
};
export type ClientEditDialogMutation = {
  response: ClientEditDialogMutation$data;
  variables: ClientEditDialogMutation$variables;
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
    "concreteType": "UpdateClientPayload",
    "kind": "LinkedField",
    "name": "updateClient",
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
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "firstName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "phone",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "contactInfo",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "language",
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
    "name": "ClientEditDialogMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ClientEditDialogMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "4175d3fe33c270f6cfd885ffa5e3797f",
    "id": null,
    "metadata": {},
    "name": "ClientEditDialogMutation",
    "operationKind": "mutation",
    "text": "mutation ClientEditDialogMutation(\n  $input: UpdateClientInput!\n) {\n  updateClient(input: $input) {\n    client {\n      id\n      name\n      firstName\n      lastName\n      phone\n      contactInfo\n      language\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "23025f99ae17622db77b782232d810c5";

export default node;
