/**
 * @generated SignedSource<<3ac1bc3aa156aed0f278f9c6e74006f1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type MemberRole = "ACCOUNTANT" | "BOOKER" | "OWNER" | "VIEWER" | "%future added value";
export type MemberInvitationPageQuery$variables = {
  token: string;
};
export type MemberInvitationPageQuery$data = {
  readonly memberInvitation: {
    readonly email: string;
    readonly expired: boolean;
    readonly hasAccount: boolean;
    readonly organisationName: string;
    readonly role: MemberRole;
  } | null | undefined;
};
export type MemberInvitationPageQuery = {
  response: MemberInvitationPageQuery$data;
  variables: MemberInvitationPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": "MemberInvitationLink",
    "kind": "LinkedField",
    "name": "memberInvitation",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "email",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "expired",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "hasAccount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "organisationName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "role",
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
    "name": "MemberInvitationPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MemberInvitationPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "87f0133ca1ac547e6fba94b984982602",
    "id": null,
    "metadata": {},
    "name": "MemberInvitationPageQuery",
    "operationKind": "query",
    "text": "query MemberInvitationPageQuery(\n  $token: String!\n) {\n  memberInvitation(token: $token) {\n    email\n    expired\n    hasAccount\n    organisationName\n    role\n  }\n}\n"
  }
};
})();

(node as any).hash = "231e47a36f6d5cb95472285690f127fb";

export default node;
