/**
 * @generated SignedSource<<ac343f4bc9883ddf832245199e4cfcf6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ProfilePageExportQuery$variables = Record<PropertyKey, never>;
export type ProfilePageExportQuery$data = {
  readonly exportMyData: string;
};
export type ProfilePageExportQuery = {
  response: ProfilePageExportQuery$data;
  variables: ProfilePageExportQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "exportMyData",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ProfilePageExportQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ProfilePageExportQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "37feedf8d0fae4eafb4b323098b5228c",
    "id": null,
    "metadata": {},
    "name": "ProfilePageExportQuery",
    "operationKind": "query",
    "text": "query ProfilePageExportQuery {\n  exportMyData\n}\n"
  }
};
})();

(node as any).hash = "b4bedf0f87b3ae015c7ac55a8ad3cd71";

export default node;
