/**
 * @generated SignedSource<<803ea2f869e4898b2ea4abe3f0e4e0b8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type Language = "en" | "sl" | "%future added value";
export type MemberRole = "ACCOUNTANT" | "BOOKER" | "OWNER" | "VIEWER" | "%future added value";
export type AcceptMemberInvitationInput = {
  firstName?: string | null | undefined;
  language?: Language | null | undefined;
  lastName?: string | null | undefined;
  password: string;
  passwordConfirmation?: string | null | undefined;
  token: string;
};
export type MemberInvitationPageMutation$variables = {
  input: AcceptMemberInvitationInput;
};
export type MemberInvitationPageMutation$data = {
  readonly acceptMemberInvitation: {
    readonly clientId: string;
    readonly role: MemberRole;
  };
};
export type MemberInvitationPageMutation = {
  response: MemberInvitationPageMutation$data;
  variables: MemberInvitationPageMutation$variables;
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
    "concreteType": "AcceptMemberInvitationPayload",
    "kind": "LinkedField",
    "name": "acceptMemberInvitation",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "clientId",
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
    "name": "MemberInvitationPageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MemberInvitationPageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b4f940f59c06f809d0d9eedee556f52c",
    "id": null,
    "metadata": {},
    "name": "MemberInvitationPageMutation",
    "operationKind": "mutation",
    "text": "mutation MemberInvitationPageMutation(\n  $input: AcceptMemberInvitationInput!\n) {\n  acceptMemberInvitation(input: $input) {\n    clientId\n    role\n  }\n}\n"
  }
};
})();

(node as any).hash = "1f275e9ecf0ae75e6202b060b8791c92";

export default node;
