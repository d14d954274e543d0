/**
 * @generated SignedSource<<ad241333aef630ab241190f36f55fbd5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TransferManagerRoleInput = {
  password: string;
  staffMemberId: string;
};
export type TeamPageTransferMutation$variables = {
  input: TransferManagerRoleInput;
};
export type TeamPageTransferMutation$data = {
  readonly transferManagerRole: {
    readonly manager: {
      readonly " $fragmentSpreads": FragmentRefs<"StaffMemberRow_member">;
    };
    readonly previousManager: {
      readonly " $fragmentSpreads": FragmentRefs<"StaffMemberRow_member">;
    };
  };
};
export type TeamPageTransferMutation = {
  response: TeamPageTransferMutation$data;
  variables: TeamPageTransferMutation$variables;
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
v2 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "StaffMemberRow_member"
  }
],
v3 = [
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TeamPageTransferMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "TransferManagerRolePayload",
        "kind": "LinkedField",
        "name": "transferManagerRole",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "StaffMember",
            "kind": "LinkedField",
            "name": "previousManager",
            "plural": false,
            "selections": (v2/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "StaffMember",
            "kind": "LinkedField",
            "name": "manager",
            "plural": false,
            "selections": (v2/*:: as any*/),
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
    "name": "TeamPageTransferMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "TransferManagerRolePayload",
        "kind": "LinkedField",
        "name": "transferManagerRole",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "StaffMember",
            "kind": "LinkedField",
            "name": "previousManager",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "StaffMember",
            "kind": "LinkedField",
            "name": "manager",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ab5c7023497d8d089e323a0e79e4e3a8",
    "id": null,
    "metadata": {},
    "name": "TeamPageTransferMutation",
    "operationKind": "mutation",
    "text": "mutation TeamPageTransferMutation(\n  $input: TransferManagerRoleInput!\n) {\n  transferManagerRole(input: $input) {\n    previousManager {\n      ...StaffMemberRow_member\n      id\n    }\n    manager {\n      ...StaffMemberRow_member\n      id\n    }\n  }\n}\n\nfragment StaffMemberRow_member on StaffMember {\n  id\n  name\n  email\n  language\n  state\n  isManager\n  lastSignInAt\n  invitationExpiresAt\n}\n"
  }
};
})();

(node as any).hash = "f6781a79087521005187809bfac002a1";

export default node;
