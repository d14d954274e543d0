/**
 * @generated SignedSource<<42c2339d42c33d42f1be5e3f18cb0e6a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type DeleteStaffNoteInput = {
  staffNoteId: string;
};
export type StaffNotesDeleteMutation$variables = {
  connections: ReadonlyArray<string>;
  input: DeleteStaffNoteInput;
};
export type StaffNotesDeleteMutation$data = {
  readonly deleteStaffNote: {
    readonly deletedStaffNoteId: string;
  };
};
export type StaffNotesDeleteMutation = {
  response: StaffNotesDeleteMutation$data;
  variables: StaffNotesDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedStaffNoteId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "StaffNotesDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteStaffNotePayload",
        "kind": "LinkedField",
        "name": "deleteStaffNote",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "StaffNotesDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteStaffNotePayload",
        "kind": "LinkedField",
        "name": "deleteStaffNote",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedStaffNoteId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "96ed4f7a475bc7d479321d50f47404c8",
    "id": null,
    "metadata": {},
    "name": "StaffNotesDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation StaffNotesDeleteMutation(\n  $input: DeleteStaffNoteInput!\n) {\n  deleteStaffNote(input: $input) {\n    deletedStaffNoteId\n  }\n}\n"
  }
};
})();

(node as any).hash = "c94c6c9baa782d446374d41ae34cc44c";

export default node;
