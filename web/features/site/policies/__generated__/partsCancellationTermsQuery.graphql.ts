/**
 * @generated SignedSource<<92a75142a425a374d85e3a4d81f1635b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type partsCancellationTermsQuery$variables = Record<PropertyKey, never>;
export type partsCancellationTermsQuery$data = {
  readonly defaultCancellationTerms: {
    readonly noShowPercent: number;
    readonly tiers: ReadonlyArray<{
      readonly hoursBefore: number;
      readonly percent: number;
    }>;
  };
};
export type partsCancellationTermsQuery = {
  response: partsCancellationTermsQuery$data;
  variables: partsCancellationTermsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "BookingCancellationTerms",
    "kind": "LinkedField",
    "name": "defaultCancellationTerms",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "noShowPercent",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "BookingCancellationTier",
        "kind": "LinkedField",
        "name": "tiers",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hoursBefore",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "percent",
            "storageKey": null
          }
        ],
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
    "name": "partsCancellationTermsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "partsCancellationTermsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "b9b6bcac9e4a322d0eb8ae002ac88b92",
    "id": null,
    "metadata": {},
    "name": "partsCancellationTermsQuery",
    "operationKind": "query",
    "text": "query partsCancellationTermsQuery {\n  defaultCancellationTerms {\n    noShowPercent\n    tiers {\n      hoursBefore\n      percent\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c05bbacbc9408acdfd7ce22c40ace614";

export default node;
