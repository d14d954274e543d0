/**
 * @generated SignedSource<<7b70924d3d0ec44dac7915e5d129569d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type UnreadConversationsQuery$variables = Record<PropertyKey, never>;
export type UnreadConversationsQuery$data = {
  readonly unreadConversations: number;
};
export type UnreadConversationsQuery = {
  response: UnreadConversationsQuery$data;
  variables: UnreadConversationsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "unreadConversations",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "UnreadConversationsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "UnreadConversationsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "dafc072ddfffa109f65a9ad4fa814e5a",
    "id": null,
    "metadata": {},
    "name": "UnreadConversationsQuery",
    "operationKind": "query",
    "text": "query UnreadConversationsQuery {\n  unreadConversations\n}\n"
  }
};
})();

(node as any).hash = "9936a80d34ce80a899c62dac61df4c50";

export default node;
