/**
 * @generated SignedSource<<06f9c4c4525ac491476d20de40d0e3db>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type LeaveOrganisationInput = {
  erasePersonalData?: boolean | null | undefined;
};
export type OrganisationTeamPageLeaveMutation$variables = {
  input: LeaveOrganisationInput;
};
export type OrganisationTeamPageLeaveMutation$data = {
  readonly leaveOrganisation: {
    readonly erased: boolean;
    readonly leftClientId: string;
  };
};
export type OrganisationTeamPageLeaveMutation = {
  response: OrganisationTeamPageLeaveMutation$data;
  variables: OrganisationTeamPageLeaveMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "LeaveOrganisationPayload",
    "kind": "LinkedField",
    "name": "leaveOrganisation",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "leftClientId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "erased",
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
    "name": "OrganisationTeamPageLeaveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OrganisationTeamPageLeaveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b6421c316f5acb3f62aa37a8dbb19c20",
    "id": null,
    "metadata": {},
    "name": "OrganisationTeamPageLeaveMutation",
    "operationKind": "mutation",
    "text": "mutation OrganisationTeamPageLeaveMutation(\n  $input: LeaveOrganisationInput!\n) {\n  leaveOrganisation(input: $input) {\n    leftClientId\n    erased\n  }\n}\n"
  }
};
})();

(node as any).hash = "48f7bddacd418076f4c8fecf352eacc6";

export default node;
