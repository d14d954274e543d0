/**
 * @generated SignedSource<<2445b11b2cb54d6ae79aaad611fb8aa7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MemberInvitationState = "ACCEPTED" | "EXPIRED" | "OPEN" | "REVOKED" | "%future added value";
export type MemberRole = "ACCOUNTANT" | "BOOKER" | "OWNER" | "VIEWER" | "%future added value";
export type OrganisationStatus = "APPROVED" | "ARCHIVED" | "BLOCKED" | "PENDING" | "%future added value";
export type OrganisationTeamPageQuery$variables = {
  owns: boolean;
};
export type OrganisationTeamPageQuery$data = {
  readonly viewer: {
    readonly client: {
      readonly id: string;
      readonly memberInvitations?: ReadonlyArray<{
        readonly id: string;
        readonly state: MemberInvitationState;
        readonly " $fragmentSpreads": FragmentRefs<"OrganisationTeamPage_invitation">;
      }> | null | undefined;
      readonly members: ReadonlyArray<{
        readonly id: string;
        readonly role: MemberRole;
        readonly " $fragmentSpreads": FragmentRefs<"OrganisationTeamPage_member">;
      }>;
      readonly name: string;
      readonly status: OrganisationStatus;
    } | null | undefined;
    readonly membership: {
      readonly id: string;
      readonly role: MemberRole;
    } | null | undefined;
  };
};
export type OrganisationTeamPageQuery = {
  response: OrganisationTeamPageQuery$data;
  variables: OrganisationTeamPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "owns"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "OrganisationMember",
  "kind": "LinkedField",
  "name": "membership",
  "plural": false,
  "selections": [
    (v1/*:: as any*/),
    (v2/*:: as any*/)
  ],
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "language",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OrganisationTeamPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Client",
            "kind": "LinkedField",
            "name": "client",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "OrganisationMember",
                "kind": "LinkedField",
                "name": "members",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  (v2/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "OrganisationTeamPage_member"
                  }
                ],
                "storageKey": null
              },
              {
                "condition": "owns",
                "kind": "Condition",
                "passingValue": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "MemberInvitation",
                    "kind": "LinkedField",
                    "name": "memberInvitations",
                    "plural": true,
                    "selections": [
                      (v1/*:: as any*/),
                      (v6/*:: as any*/),
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "OrganisationTeamPage_invitation"
                      }
                    ],
                    "storageKey": null
                  }
                ]
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OrganisationTeamPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Client",
            "kind": "LinkedField",
            "name": "client",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "OrganisationMember",
                "kind": "LinkedField",
                "name": "members",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  (v2/*:: as any*/),
                  (v4/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isViewer",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "joinedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastSignInAt",
                    "storageKey": null
                  },
                  (v8/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "condition": "owns",
                "kind": "Condition",
                "passingValue": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "MemberInvitation",
                    "kind": "LinkedField",
                    "name": "memberInvitations",
                    "plural": true,
                    "selections": [
                      (v1/*:: as any*/),
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
                      (v2/*:: as any*/),
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
                      (v8/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ]
              }
            ],
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "bac8bf66b593041825f345d29fc5de0d",
    "id": null,
    "metadata": {},
    "name": "OrganisationTeamPageQuery",
    "operationKind": "query",
    "text": "query OrganisationTeamPageQuery(\n  $owns: Boolean!\n) {\n  viewer {\n    membership {\n      id\n      role\n    }\n    client {\n      id\n      name\n      status\n      members {\n        id\n        role\n        ...OrganisationTeamPage_member\n      }\n      memberInvitations @include(if: $owns) {\n        id\n        state\n        ...OrganisationTeamPage_invitation\n      }\n    }\n    id\n  }\n}\n\nfragment OrganisationTeamPage_invitation on MemberInvitation {\n  id\n  email\n  role\n  state\n  expiresAt\n  invitedByName\n  language\n}\n\nfragment OrganisationTeamPage_member on OrganisationMember {\n  id\n  name\n  email\n  role\n  isViewer\n  joinedAt\n  lastSignInAt\n  language\n}\n"
  }
};
})();

(node as any).hash = "516273445c22fa9ae7006ee9e806430c";

export default node;
