/**
 * @generated SignedSource<<a1c3afdb899d1ba1a18f9ce0629fcb59>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type OperatingSettingsReopenMutation$variables = {
  date: string;
};
export type OperatingSettingsReopenMutation$data = {
  readonly removeClosedDay: boolean;
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
    "name": "date"
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
      }
    ],
    "kind": "ScalarField",
    "name": "removeClosedDay",
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
    "cacheID": "73340a3b40045d997cf84006fd9dd7fb",
    "id": null,
    "metadata": {},
    "name": "OperatingSettingsReopenMutation",
    "operationKind": "mutation",
    "text": "mutation OperatingSettingsReopenMutation(\n  $date: String!\n) {\n  removeClosedDay(date: $date)\n}\n"
  }
};
})();

(node as any).hash = "dbceaab77b4522a8ebe9a6976654a8c9";

export default node;
