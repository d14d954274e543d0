/**
 * @generated SignedSource<<710a5de3230d9e36c97f69655229cd8b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type CaptchaChallengeQuery$variables = Record<PropertyKey, never>;
export type CaptchaChallengeQuery$data = {
  readonly captchaChallenge: string;
};
export type CaptchaChallengeQuery = {
  response: CaptchaChallengeQuery$data;
  variables: CaptchaChallengeQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "captchaChallenge",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CaptchaChallengeQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CaptchaChallengeQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "c626d34b26cf761f56d3dc0915dd3bc1",
    "id": null,
    "metadata": {},
    "name": "CaptchaChallengeQuery",
    "operationKind": "query",
    "text": "query CaptchaChallengeQuery {\n  captchaChallenge\n}\n"
  }
};
})();

(node as any).hash = "c44b4da66568df4ff1fcfe32b7df57cc";

export default node;
