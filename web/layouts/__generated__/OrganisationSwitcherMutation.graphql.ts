/**
 * @generated SignedSource<<1e95821413aa9aa6a43a972234afdfd2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type MemberRole = "ACCOUNTANT" | "BOOKER" | "OWNER" | "VIEWER" | "%future added value";
export type SwitchOrganisationInput = {
  clientId: string;
};
export type OrganisationSwitcherMutation$variables = {
  input: SwitchOrganisationInput;
};
export type OrganisationSwitcherMutation$data = {
  readonly switchOrganisation: {
    readonly organisation: {
      readonly clientId: string;
      readonly name: string;
      readonly role: MemberRole;
    };
  };
};
export type OrganisationSwitcherMutation = {
  response: OrganisationSwitcherMutation$data;
  variables: OrganisationSwitcherMutation$variables;
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
    "concreteType": "SwitchOrganisationPayload",
    "kind": "LinkedField",
    "name": "switchOrganisation",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "OrganisationChoice",
        "kind": "LinkedField",
        "name": "organisation",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "clientId",
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
            "name": "role",
            "storageKey": null
          }
        ],
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
    "name": "OrganisationSwitcherMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OrganisationSwitcherMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "4c105d95d48689fa805a268e309d8ad4",
    "id": null,
    "metadata": {},
    "name": "OrganisationSwitcherMutation",
    "operationKind": "mutation",
    "text": "mutation OrganisationSwitcherMutation(\n  $input: SwitchOrganisationInput!\n) {\n  switchOrganisation(input: $input) {\n    organisation {\n      clientId\n      name\n      role\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "368521305ac696da1ae33482c7560262";

export default node;
