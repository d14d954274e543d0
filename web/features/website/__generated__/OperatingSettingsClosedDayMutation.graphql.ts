/**
 * @generated SignedSource<<a4fcc287dcc64e00e8af3923663f7617>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type OperatingSettingsClosedDayMutation$variables = {
  date: string;
  reason?: string | null | undefined;
};
export type OperatingSettingsClosedDayMutation$data = {
  readonly setClosedDay: number;
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
    "name": "date"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "reason"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "date",
        "variableName": "date"
      },
      {
        "kind": "Variable",
        "name": "reason",
        "variableName": "reason"
      }
    ],
    "kind": "ScalarField",
    "name": "setClosedDay",
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
    "cacheID": "5b597bbdc27a3de9586facfe35413141",
    "id": null,
    "metadata": {},
    "name": "OperatingSettingsClosedDayMutation",
    "operationKind": "mutation",
    "text": "mutation OperatingSettingsClosedDayMutation(\n  $date: String!\n  $reason: String\n) {\n  setClosedDay(date: $date, reason: $reason)\n}\n"
  }
};
})();

(node as any).hash = "d18f2a1e7a728a38dc7a2f011e664b8c";

export default node;
