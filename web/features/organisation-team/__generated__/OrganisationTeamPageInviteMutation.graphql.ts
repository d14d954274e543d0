/**
 * @generated SignedSource<<2e929d882de4af0ce40bf5b46afdf8ec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type Language = "en" | "sl" | "%future added value";
export type MemberInvitationState = "ACCEPTED" | "EXPIRED" | "OPEN" | "REVOKED" | "%future added value";
export type MemberRole = "ACCOUNTANT" | "BOOKER" | "OWNER" | "VIEWER" | "%future added value";
export type InviteMemberInput = {
  email: string;
  language?: Language | null | undefined;
  role: MemberRole;
};
export type OrganisationTeamPageInviteMutation$variables = {
  input: InviteMemberInput;
};
export type OrganisationTeamPageInviteMutation$data = {
  readonly inviteMember: {
    readonly memberInvitation: {
      readonly client: {
        readonly id: string;
        readonly memberInvitations: ReadonlyArray<{
          readonly id: string;
          readonly state: MemberInvitationState;
          readonly " $fragmentSpreads": FragmentRefs<"OrganisationTeamPage_invitation">;
        }> | null | undefined;
      };
      readonly id: string;
    };
  };
};
export type OrganisationTeamPageInviteMutation = {
  response: OrganisationTeamPageInviteMutation$data;
  variables: OrganisationTeamPageInviteMutation$variables;
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
    "name": "OrganisationTeamPageInviteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "InviteMemberPayload",
        "kind": "LinkedField",
        "name": "inviteMember",
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
              {
                "alias": null,
                "args": null,
                "concreteType": "Client",
                "kind": "LinkedField",
                "name": "client",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "MemberInvitation",
                    "kind": "LinkedField",
                    "name": "memberInvitations",
                    "plural": true,
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
    "name": "OrganisationTeamPageInviteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "InviteMemberPayload",
        "kind": "LinkedField",
        "name": "inviteMember",
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
              {
                "alias": null,
                "args": null,
                "concreteType": "Client",
                "kind": "LinkedField",
                "name": "client",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "MemberInvitation",
                    "kind": "LinkedField",
                    "name": "memberInvitations",
                    "plural": true,
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
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c61b46c6597a5fc37bd94310ca8acff7",
    "id": null,
    "metadata": {},
    "name": "OrganisationTeamPageInviteMutation",
    "operationKind": "mutation",
    "text": "mutation OrganisationTeamPageInviteMutation(\n  $input: InviteMemberInput!\n) {\n  inviteMember(input: $input) {\n    memberInvitation {\n      id\n      client {\n        id\n        memberInvitations {\n          id\n          state\n          ...OrganisationTeamPage_invitation\n        }\n      }\n    }\n  }\n}\n\nfragment OrganisationTeamPage_invitation on MemberInvitation {\n  id\n  email\n  role\n  state\n  expiresAt\n  invitedByName\n  language\n}\n"
  }
};
})();

(node as any).hash = "31a1c2908227d9cc4c63cab86f6c6b3d";

export default node;
