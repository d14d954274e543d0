/**
 * @generated SignedSource<<2d06e4315764b38bb5f9d097931e83e0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateOperatingSettingsInput = {
  longStopMinutes: number;
  seatCapacity: number;
  shortStopMinutes: number;
  slotMinutes: number;
};
export type OperatingSettingsSaveMutation$variables = {
  input: UpdateOperatingSettingsInput;
};
export type OperatingSettingsSaveMutation$data = {
  readonly updateOperatingSettings: {
    readonly overbookedDays: ReadonlyArray<string>;
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
    "concreteType": "UpdateOperatingSettingsPayload",
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
    "cacheID": "962dad855f909df6066e18db2dc81fc1",
    "id": null,
    "metadata": {},
    "name": "OperatingSettingsSaveMutation",
    "operationKind": "mutation",
    "text": "mutation OperatingSettingsSaveMutation(\n  $input: UpdateOperatingSettingsInput!\n) {\n  updateOperatingSettings(input: $input) {\n    overbookedDays\n  }\n}\n"
  }
};
})();

(node as any).hash = "038e848521c1b2d87c361644f4a8c02f";

export default node;
