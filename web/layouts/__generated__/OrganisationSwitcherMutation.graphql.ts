/**
 * @generated SignedSource<<f15ef90d1c68f2efe111662984a66bee>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type SwitchOrganisationInput = {
  clientId: string;
};
export type OrganisationSwitcherMutation$variables = {
  input: SwitchOrganisationInput;
};
export type OrganisationSwitcherMutation$data = {
  readonly switchOrganisation: {
    readonly client: {
      readonly id: string;
      readonly name: string;
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
        "concreteType": "Client",
        "kind": "LinkedField",
        "name": "client",
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
    "cacheID": "b70e5e0a325cfeb20d81a6e5dc6ff455",
    "id": null,
    "metadata": {},
    "name": "OrganisationSwitcherMutation",
    "operationKind": "mutation",
    "text": "mutation OrganisationSwitcherMutation(\n  $input: SwitchOrganisationInput!\n) {\n  switchOrganisation(input: $input) {\n    client {\n      id\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e634276d4680b6b2ee5e6c67e64e7366";

export default node;
