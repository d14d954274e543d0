/**
 * @generated SignedSource<<cc8e43ae60fcf07aacd5874ac5e06585>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type Language = "en" | "sl" | "%future added value";
export type UpdateMyStaffAccountInput = {
  language?: Language | null | undefined;
  name?: string | null | undefined;
};
export type MyAccountPageProfileMutation$variables = {
  input: UpdateMyStaffAccountInput;
};
export type MyAccountPageProfileMutation$data = {
  readonly updateMyStaffAccount: {
    readonly staffMember: {
      readonly " $fragmentSpreads": FragmentRefs<"MyAccountPage_profile">;
    };
  };
};
export type MyAccountPageProfileMutation = {
  response: MyAccountPageProfileMutation$data;
  variables: MyAccountPageProfileMutation$variables;
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
    "name": "MyAccountPageProfileMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateMyStaffAccountPayload",
        "kind": "LinkedField",
        "name": "updateMyStaffAccount",
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
                "name": "MyAccountPage_profile"
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
    "name": "MyAccountPageProfileMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateMyStaffAccountPayload",
        "kind": "LinkedField",
        "name": "updateMyStaffAccount",
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
                "name": "name",
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
                "name": "id",
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
    "cacheID": "b68a6ff1a79aeef34c379fd84cdcc64e",
    "id": null,
    "metadata": {},
    "name": "MyAccountPageProfileMutation",
    "operationKind": "mutation",
    "text": "mutation MyAccountPageProfileMutation(\n  $input: UpdateMyStaffAccountInput!\n) {\n  updateMyStaffAccount(input: $input) {\n    staffMember {\n      ...MyAccountPage_profile\n      id\n    }\n  }\n}\n\nfragment MyAccountPage_profile on StaffMember {\n  name\n  language\n}\n"
  }
};
})();

(node as any).hash = "2071316698d75ec899509aad67885133";

export default node;
