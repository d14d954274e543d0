/**
 * @generated SignedSource<<c70e1afb5b00c4b30a4b79e7e7fd2e1b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type RemoveClosedDayInput = {
  date: string;
};
export type OperatingSettingsReopenMutation$variables = {
  input: RemoveClosedDayInput;
};
export type OperatingSettingsReopenMutation$data = {
  readonly removeClosedDay: {
    readonly reopenedDate: string;
  };
};
export type OperatingSettingsReopenMutation = {
  response: OperatingSettingsReopenMutation$data;
  variables: OperatingSettingsReopenMutation$variables;
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
    "concreteType": "RemoveClosedDayPayload",
    "kind": "LinkedField",
    "name": "removeClosedDay",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "reopenedDate",
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
    "name": "OperatingSettingsReopenMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OperatingSettingsReopenMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "0d810f5f3a2f47934c0c28527ccb97c7",
    "id": null,
    "metadata": {},
    "name": "OperatingSettingsReopenMutation",
    "operationKind": "mutation",
    "text": "mutation OperatingSettingsReopenMutation(\n  $input: RemoveClosedDayInput!\n) {\n  removeClosedDay(input: $input) {\n    reopenedDate\n  }\n}\n"
  }
};
})();

(node as any).hash = "012633fb967cdb2613518be9af872214";

export default node;
