/**
 * @generated SignedSource<<867c305bec832f188a0d7e6803684da7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type EnableStaffMemberInput = {
  staffMemberId: string;
};
export type TeamPageEnableMutation$variables = {
  input: EnableStaffMemberInput;
};
export type TeamPageEnableMutation$data = {
  readonly enableStaffMember: {
    readonly staffMember: {
      readonly " $fragmentSpreads": FragmentRefs<"StaffMemberRow_member">;
    };
  };
};
export type TeamPageEnableMutation = {
  response: TeamPageEnableMutation$data;
  variables: TeamPageEnableMutation$variables;
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
    "name": "TeamPageEnableMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "EnableStaffMemberPayload",
        "kind": "LinkedField",
        "name": "enableStaffMember",
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
    "name": "TeamPageEnableMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "EnableStaffMemberPayload",
        "kind": "LinkedField",
        "name": "enableStaffMember",
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
    "cacheID": "590a39bf8175165ca1bd0ef947551cc1",
    "id": null,
    "metadata": {},
    "name": "TeamPageEnableMutation",
    "operationKind": "mutation",
    "text": "mutation TeamPageEnableMutation(\n  $input: EnableStaffMemberInput!\n) {\n  enableStaffMember(input: $input) {\n    staffMember {\n      ...StaffMemberRow_member\n      id\n    }\n  }\n}\n\nfragment StaffMemberRow_member on StaffMember {\n  id\n  name\n  email\n  language\n  state\n  isManager\n  lastSignInAt\n  invitationExpiresAt\n}\n"
  }
};
})();

(node as any).hash = "75b9638cd9f19bf6d42ffa62ee6f37d7";

export default node;
