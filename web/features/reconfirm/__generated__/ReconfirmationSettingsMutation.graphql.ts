/**
 * @generated SignedSource<<30ca9d1c2388f4feade8125eda1b7ac8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateReconfirmationSettingsInput = {
  reconfirmHoursBefore: number;
  staffDigestEnabled: boolean;
  staffDigestHour: number;
};
export type ReconfirmationSettingsMutation$variables = {
  input: UpdateReconfirmationSettingsInput;
};
export type ReconfirmationSettingsMutation$data = {
  readonly updateReconfirmationSettings: {
    readonly reconfirmationSettings: {
      readonly reconfirmHoursBefore: number;
      readonly staffDigestEnabled: boolean;
      readonly staffDigestHour: number;
    };
  };
};
export type ReconfirmationSettingsMutation = {
  response: ReconfirmationSettingsMutation$data;
  variables: ReconfirmationSettingsMutation$variables;
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
    "concreteType": "UpdateReconfirmationSettingsPayload",
    "kind": "LinkedField",
    "name": "updateReconfirmationSettings",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ReconfirmationSettings",
        "kind": "LinkedField",
        "name": "reconfirmationSettings",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reconfirmHoursBefore",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "staffDigestEnabled",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "staffDigestHour",
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
    "name": "ReconfirmationSettingsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReconfirmationSettingsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "bebf4f6fa771c56e750f7ed8e3b011d0",
    "id": null,
    "metadata": {},
    "name": "ReconfirmationSettingsMutation",
    "operationKind": "mutation",
    "text": "mutation ReconfirmationSettingsMutation(\n  $input: UpdateReconfirmationSettingsInput!\n) {\n  updateReconfirmationSettings(input: $input) {\n    reconfirmationSettings {\n      reconfirmHoursBefore\n      staffDigestEnabled\n      staffDigestHour\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "dee9a7ac40472911a6f227aaf688fde9";

export default node;
