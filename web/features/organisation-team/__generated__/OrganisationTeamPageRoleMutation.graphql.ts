/**
 * @generated SignedSource<<b4d8cc2b3130a719e12f830875bbf1a6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MemberRole = "ACCOUNTANT" | "BOOKER" | "OWNER" | "VIEWER" | "%future added value";
export type ChangeMemberRoleInput = {
  organisationMemberId: string;
  role: MemberRole;
};
export type OrganisationTeamPageRoleMutation$variables = {
  input: ChangeMemberRoleInput;
};
export type OrganisationTeamPageRoleMutation$data = {
  readonly changeMemberRole: {
    readonly organisationMember: {
      readonly id: string;
      readonly role: MemberRole;
      readonly " $fragmentSpreads": FragmentRefs<"OrganisationTeamPage_member">;
    };
  };
};
export type OrganisationTeamPageRoleMutation = {
  response: OrganisationTeamPageRoleMutation$data;
  variables: OrganisationTeamPageRoleMutation$variables;
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
  "name": "role",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OrganisationTeamPageRoleMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ChangeMemberRolePayload",
        "kind": "LinkedField",
        "name": "changeMemberRole",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "OrganisationMember",
            "kind": "LinkedField",
            "name": "organisationMember",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "OrganisationTeamPage_member"
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
    "name": "OrganisationTeamPageRoleMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ChangeMemberRolePayload",
        "kind": "LinkedField",
        "name": "changeMemberRole",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "OrganisationMember",
            "kind": "LinkedField",
            "name": "organisationMember",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
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
              },
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
    "cacheID": "2fe287411c12f882021c3ca4bdfcf037",
    "id": null,
    "metadata": {},
    "name": "OrganisationTeamPageRoleMutation",
    "operationKind": "mutation",
    "text": "mutation OrganisationTeamPageRoleMutation(\n  $input: ChangeMemberRoleInput!\n) {\n  changeMemberRole(input: $input) {\n    organisationMember {\n      id\n      role\n      ...OrganisationTeamPage_member\n    }\n  }\n}\n\nfragment OrganisationTeamPage_member on OrganisationMember {\n  id\n  name\n  email\n  role\n  isViewer\n  joinedAt\n  lastSignInAt\n  language\n}\n"
  }
};
})();

(node as any).hash = "2a4a477764b9c395060cf16ec1088eab";

export default node;
