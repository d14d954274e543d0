/**
 * @generated SignedSource<<faebc3fe05ccfe85864ead9fc91df7b3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MemberInvitationState = "ACCEPTED" | "EXPIRED" | "OPEN" | "REVOKED" | "%future added value";
export type ResendMemberInvitationInput = {
  memberInvitationId: string;
};
export type OrganisationTeamPageResendMutation$variables = {
  input: ResendMemberInvitationInput;
};
export type OrganisationTeamPageResendMutation$data = {
  readonly resendMemberInvitation: {
    readonly memberInvitation: {
      readonly id: string;
      readonly state: MemberInvitationState;
      readonly " $fragmentSpreads": FragmentRefs<"OrganisationTeamPage_invitation">;
    };
  };
};
export type OrganisationTeamPageResendMutation = {
  response: OrganisationTeamPageResendMutation$data;
  variables: OrganisationTeamPageResendMutation$variables;
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
    "name": "OrganisationTeamPageResendMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ResendMemberInvitationPayload",
        "kind": "LinkedField",
        "name": "resendMemberInvitation",
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
    "name": "OrganisationTeamPageResendMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ResendMemberInvitationPayload",
        "kind": "LinkedField",
        "name": "resendMemberInvitation",
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
    "cacheID": "a9853d636225b8210e68d689d818182d",
    "id": null,
    "metadata": {},
    "name": "OrganisationTeamPageResendMutation",
    "operationKind": "mutation",
    "text": "mutation OrganisationTeamPageResendMutation(\n  $input: ResendMemberInvitationInput!\n) {\n  resendMemberInvitation(input: $input) {\n    memberInvitation {\n      id\n      state\n      ...OrganisationTeamPage_invitation\n    }\n  }\n}\n\nfragment OrganisationTeamPage_invitation on MemberInvitation {\n  id\n  email\n  role\n  state\n  expiresAt\n  invitedByName\n  language\n}\n"
  }
};
})();

(node as any).hash = "a26ea426aa2b35b3d59f1530ba34e475";

export default node;
