/**
 * @generated SignedSource<<aa392172768637c5e2e8d818b6e4b091>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type SetClosedDayInput = {
  date: string;
  reason?: string | null | undefined;
};
export type OperatingSettingsClosedDayMutation$variables = {
  input: SetClosedDayInput;
};
export type OperatingSettingsClosedDayMutation$data = {
  readonly setClosedDay: {
    readonly openReservations: number;
  };
};
export type OperatingSettingsClosedDayMutation = {
  response: OperatingSettingsClosedDayMutation$data;
  variables: OperatingSettingsClosedDayMutation$variables;
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
    "concreteType": "SetClosedDayPayload",
    "kind": "LinkedField",
    "name": "setClosedDay",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "openReservations",
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
    "name": "OperatingSettingsClosedDayMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OperatingSettingsClosedDayMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "988f0f46cfeafe38b3cd4fe5bdc8a5dc",
    "id": null,
    "metadata": {},
    "name": "OperatingSettingsClosedDayMutation",
    "operationKind": "mutation",
    "text": "mutation OperatingSettingsClosedDayMutation(\n  $input: SetClosedDayInput!\n) {\n  setClosedDay(input: $input) {\n    openReservations\n  }\n}\n"
  }
};
})();

(node as any).hash = "12aae94c8aa9a4c6653b3b491e68d823";

export default node;
