/**
 * @generated SignedSource<<720ffe2c09a7a6c214ad62643afbd803>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type CookieConsentAnalyticsQuery$variables = Record<PropertyKey, never>;
export type CookieConsentAnalyticsQuery$data = {
  readonly site: {
    readonly analyticsId: string | null | undefined;
  };
};
export type CookieConsentAnalyticsQuery = {
  response: CookieConsentAnalyticsQuery$data;
  variables: CookieConsentAnalyticsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Site",
    "kind": "LinkedField",
    "name": "site",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "analyticsId",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CookieConsentAnalyticsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CookieConsentAnalyticsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "23f3679be07c3fc56408e2829be976e5",
    "id": null,
    "metadata": {},
    "name": "CookieConsentAnalyticsQuery",
    "operationKind": "query",
    "text": "query CookieConsentAnalyticsQuery {\n  site {\n    analyticsId\n  }\n}\n"
  }
};
})();

(node as any).hash = "2ebb64f4fc360bccd66b1941b3431e19";

export default node;
