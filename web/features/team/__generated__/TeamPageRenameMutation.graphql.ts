/**
 * @generated SignedSource<<ee3f5204fa482c52a81b1b192257e988>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type RenameStaffMemberInput = {
  name: string;
  staffMemberId: string;
};
export type TeamPageRenameMutation$variables = {
  input: RenameStaffMemberInput;
};
export type TeamPageRenameMutation$data = {
  readonly renameStaffMember: {
    readonly staffMember: {
      readonly " $fragmentSpreads": FragmentRefs<"StaffMemberRow_member">;
    };
  };
};
export type TeamPageRenameMutation = {
  response: TeamPageRenameMutation$data;
  variables: TeamPageRenameMutation$variables;
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TeamPageRenameMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RenameStaffMemberPayload",
        "kind": "LinkedField",
        "name": "renameStaffMember",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "StaffMember",
            "kind": "LinkedField",
            "name": "staffMember",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "StaffMemberRow_member"
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
    "name": "TeamPageRenameMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RenameStaffMemberPayload",
        "kind": "LinkedField",
        "name": "renameStaffMember",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "StaffMember",
            "kind": "LinkedField",
            "name": "staffMember",
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
                "name": "email",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "language",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "state",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isManager",
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
                "name": "invitationExpiresAt",
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
    "cacheID": "857bfe11e1a03d7122ec69dd3ba9b6de",
    "id": null,
    "metadata": {},
    "name": "TeamPageRenameMutation",
    "operationKind": "mutation",
    "text": "mutation TeamPageRenameMutation(\n  $input: RenameStaffMemberInput!\n) {\n  renameStaffMember(input: $input) {\n    staffMember {\n      ...StaffMemberRow_member\n      id\n    }\n  }\n}\n\nfragment StaffMemberRow_member on StaffMember {\n  id\n  name\n  email\n  language\n  state\n  isManager\n  lastSignInAt\n  invitationExpiresAt\n}\n"
  }
};
})();

(node as any).hash = "0fcc5e72c0362ab55a6846ace9931b9c";

export default node;
