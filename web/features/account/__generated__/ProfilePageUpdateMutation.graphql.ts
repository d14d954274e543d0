/**
 * @generated SignedSource<<17ad6f245028884c9dd6910d8cad8463>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type Language = "en" | "sl" | "%future added value";
export type UpdateProfileInput = {
  contactInfo?: string | null | undefined;
  firstName?: string | null | undefined;
  language?: Language | null | undefined;
  lastName?: string | null | undefined;
  name?: string | null | undefined;
  phone?: string | null | undefined;
};
export type ProfilePageUpdateMutation$variables = {
  input: UpdateProfileInput;
};
export type ProfilePageUpdateMutation$data = {
  readonly updateProfile: {
    readonly contactInfo: string | null | undefined;
    readonly firstName: string | null | undefined;
    readonly id: string;
    readonly language: Language;
    readonly lastName: string | null | undefined;
    readonly name: string;
    readonly phone: string | null | undefined;
  };
};
export type ProfilePageUpdateMutation = {
  response: ProfilePageUpdateMutation$data;
  variables: ProfilePageUpdateMutation$variables;
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
    "concreteType": "Client",
    "kind": "LinkedField",
    "name": "updateProfile",
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ProfilePageUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProfilePageUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "2e8473e900015af358c8ee4949e70193",
    "id": null,
    "metadata": {},
    "name": "ProfilePageUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation ProfilePageUpdateMutation(\n  $input: UpdateProfileInput!\n) {\n  updateProfile(input: $input) {\n    id\n    name\n    firstName\n    lastName\n    phone\n    contactInfo\n    language\n  }\n}\n"
  }
};
})();

(node as any).hash = "da1c7964a331f048fed6369d9743b2ea";

export default node;
