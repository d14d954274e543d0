/**
 * @generated SignedSource<<077be5434c4ebff272178f19ca382a5b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type AcceptStaffInvitationInput = {
  password: string;
  passwordConfirmation: string;
  token: string;
};
export type StaffInvitationPageMutation$variables = {
  input: AcceptStaffInvitationInput;
};
export type StaffInvitationPageMutation$data = {
  readonly acceptStaffInvitation: {
    readonly email: string;
    readonly ok: boolean;
  };
};
export type StaffInvitationPageMutation = {
  response: StaffInvitationPageMutation$data;
  variables: StaffInvitationPageMutation$variables;
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
    "concreteType": "AcceptStaffInvitationPayload",
    "kind": "LinkedField",
    "name": "acceptStaffInvitation",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ok",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "email",
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
    "name": "StaffInvitationPageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "StaffInvitationPageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "21bdbcb980680318c49269b293c25b71",
    "id": null,
    "metadata": {},
    "name": "StaffInvitationPageMutation",
    "operationKind": "mutation",
    "text": "mutation StaffInvitationPageMutation(\n  $input: AcceptStaffInvitationInput!\n) {\n  acceptStaffInvitation(input: $input) {\n    ok\n    email\n  }\n}\n"
  }
};
})();

(node as any).hash = "957ab94747d592b9d0ec23d71fecd87e";

export default node;
