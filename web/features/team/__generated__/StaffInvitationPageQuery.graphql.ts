/**
 * @generated SignedSource<<5808789afeb7846e6879b892260ad20c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type StaffInvitationPageQuery$variables = {
  token: string;
};
export type StaffInvitationPageQuery$data = {
  readonly staffInvitation: {
    readonly email: string;
    readonly name: string;
  } | null | undefined;
};
export type StaffInvitationPageQuery = {
  response: StaffInvitationPageQuery$data;
  variables: StaffInvitationPageQuery$variables;
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
    "concreteType": "StaffInvitation",
    "kind": "LinkedField",
    "name": "staffInvitation",
    "plural": false,
    "selections": [
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
    "name": "StaffInvitationPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "StaffInvitationPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "753045ded73832c13fe2bac265a538b6",
    "id": null,
    "metadata": {},
    "name": "StaffInvitationPageQuery",
    "operationKind": "query",
    "text": "query StaffInvitationPageQuery(\n  $token: String!\n) {\n  staffInvitation(token: $token) {\n    name\n    email\n  }\n}\n"
  }
};
})();

(node as any).hash = "9f97db11a55e1825b9282158d44d5488";

export default node;
