/**
 * @generated SignedSource<<dec604fc37e9d6ef305ae3d9cde910e0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type OperatingSettingsInput = {
  longStopMinutes: number;
  seatCapacity: number;
  shortStopMinutes: number;
  slotMinutes: number;
};
export type OperatingSettingsSaveMutation$variables = {
  input: OperatingSettingsInput;
};
export type OperatingSettingsSaveMutation$data = {
  readonly updateOperatingSettings: {
    readonly overbookedDays: ReadonlyArray<string>;
    readonly settings: {
      readonly seatCapacity: number;
    };
  };
};
export type OperatingSettingsSaveMutation = {
  response: OperatingSettingsSaveMutation$data;
  variables: OperatingSettingsSaveMutation$variables;
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
    "concreteType": "OperatingSettingsResult",
    "kind": "LinkedField",
    "name": "updateOperatingSettings",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "overbookedDays",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "OperatingSettings",
        "kind": "LinkedField",
        "name": "settings",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "seatCapacity",
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
    "name": "OperatingSettingsSaveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OperatingSettingsSaveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "889fa0d7b2a0721cd140dd8274ae33fd",
    "id": null,
    "metadata": {},
    "name": "OperatingSettingsSaveMutation",
    "operationKind": "mutation",
    "text": "mutation OperatingSettingsSaveMutation(\n  $input: OperatingSettingsInput!\n) {\n  updateOperatingSettings(input: $input) {\n    overbookedDays\n    settings {\n      seatCapacity\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ee3d543d92d8f18efa57994e6284d073";

export default node;
