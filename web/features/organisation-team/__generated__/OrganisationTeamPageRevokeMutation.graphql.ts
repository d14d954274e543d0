/**
 * @generated SignedSource<<e864f9ed97b1b6d1df3600b86cf2cb89>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MemberInvitationState = "ACCEPTED" | "EXPIRED" | "OPEN" | "REVOKED" | "%future added value";
export type RevokeMemberInvitationInput = {
  memberInvitationId: string;
};
export type OrganisationTeamPageRevokeMutation$variables = {
  input: RevokeMemberInvitationInput;
};
export type OrganisationTeamPageRevokeMutation$data = {
  readonly revokeMemberInvitation: {
    readonly memberInvitation: {
      readonly id: string;
      readonly state: MemberInvitationState;
      readonly " $fragmentSpreads": FragmentRefs<"OrganisationTeamPage_invitation">;
    };
  };
};
export type OrganisationTeamPageRevokeMutation = {
  response: OrganisationTeamPageRevokeMutation$data;
  variables: OrganisationTeamPageRevokeMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OrganisationTeamPageRevokeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RevokeMemberInvitationPayload",
        "kind": "LinkedField",
        "name": "revokeMemberInvitation",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "MemberInvitation",
            "kind": "LinkedField",
            "name": "memberInvitation",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "OrganisationTeamPage_invitation"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OrganisationTeamPageRevokeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RevokeMemberInvitationPayload",
        "kind": "LinkedField",
        "name": "revokeMemberInvitation",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "MemberInvitation",
            "kind": "LinkedField",
            "name": "memberInvitation",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
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
                "name": "role",
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
                "name": "invitedByName",
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
    ]
  },
  "params": {
    "cacheID": "0df205039d8cf49ad3202a99169a9b0a",
    "id": null,
    "metadata": {},
    "name": "OrganisationTeamPageRevokeMutation",
    "operationKind": "mutation",
    "text": "mutation OrganisationTeamPageRevokeMutation(\n  $input: RevokeMemberInvitationInput!\n) {\n  revokeMemberInvitation(input: $input) {\n    memberInvitation {\n      id\n      state\n      ...OrganisationTeamPage_invitation\n    }\n  }\n}\n\nfragment OrganisationTeamPage_invitation on MemberInvitation {\n  id\n  email\n  role\n  state\n  expiresAt\n  invitedByName\n  language\n}\n"
  }
};
})();

(node as any).hash = "6c5cf8fb76112815c6c3fabe4303b782";

export default node;
