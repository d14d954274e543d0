/**
 * @generated SignedSource<<f1c4c554b07c77f8ef8d57a9ed6bf3a6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type WebsiteStatsPageCsvQuery$variables = {
  from: string;
  to: string;
};
export type WebsiteStatsPageCsvQuery$data = {
  readonly statistics: {
    readonly csv: string;
  };
};
export type WebsiteStatsPageCsvQuery = {
  response: WebsiteStatsPageCsvQuery$data;
  variables: WebsiteStatsPageCsvQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "from"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "to"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "from",
        "variableName": "from"
      },
      {
        "kind": "Variable",
        "name": "to",
        "variableName": "to"
      }
    ],
    "concreteType": "Statistics",
    "kind": "LinkedField",
    "name": "statistics",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "csv",
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
    "name": "WebsiteStatsPageCsvQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebsiteStatsPageCsvQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "8e067489851b3619d059fcfde1cb228c",
    "id": null,
    "metadata": {},
    "name": "WebsiteStatsPageCsvQuery",
    "operationKind": "query",
    "text": "query WebsiteStatsPageCsvQuery(\n  $from: String!\n  $to: String!\n) {\n  statistics(from: $from, to: $to) {\n    csv\n  }\n}\n"
  }
};
})();

(node as any).hash = "4222a1bd70ef90e8a55d405170ca9559";

export default node;
