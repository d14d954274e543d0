/**
 * @generated SignedSource<<9b5d570928c6b49282c57b701a3eb920>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type WebsitePricesPageDeleteMutation$variables = {
  id: string;
};
export type WebsitePricesPageDeleteMutation$data = {
  readonly deleteMenuItem: boolean;
};
export type WebsitePricesPageDeleteMutation = {
  response: WebsitePricesPageDeleteMutation$data;
  variables: WebsitePricesPageDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "kind": "ScalarField",
    "name": "deleteMenuItem",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WebsitePricesPageDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebsitePricesPageDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "4cd93d88fd2f91eb89884453984db79c",
    "id": null,
    "metadata": {},
    "name": "WebsitePricesPageDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation WebsitePricesPageDeleteMutation(\n  $id: ID!\n) {\n  deleteMenuItem(id: $id)\n}\n"
  }
};
})();

(node as any).hash = "cf9cdc0daed8e72b454f025f486e6e69";

export default node;
