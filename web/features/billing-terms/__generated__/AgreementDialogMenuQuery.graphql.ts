/**
 * @generated SignedSource<<f31c6f4d51c63d60400cddb875110ef1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type AgreementDialogMenuQuery$variables = Record<PropertyKey, never>;
export type AgreementDialogMenuQuery$data = {
  readonly site: {
    readonly offers: ReadonlyArray<{
      readonly menu: ReadonlyArray<{
        readonly id: string;
        readonly name: string;
      }>;
    }>;
  };
};
export type AgreementDialogMenuQuery = {
  response: AgreementDialogMenuQuery$data;
  variables: AgreementDialogMenuQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "MenuItem",
  "kind": "LinkedField",
  "name": "menu",
  "plural": true,
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AgreementDialogMenuQuery",
    "selections": [
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
            "concreteType": "StopOffer",
            "kind": "LinkedField",
            "name": "offers",
            "plural": true,
            "selections": [
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AgreementDialogMenuQuery",
    "selections": [
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
            "concreteType": "StopOffer",
            "kind": "LinkedField",
            "name": "offers",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v0/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d91618ac7bb6ec899898dffe4fe624b5",
    "id": null,
    "metadata": {},
    "name": "AgreementDialogMenuQuery",
    "operationKind": "query",
    "text": "query AgreementDialogMenuQuery {\n  site {\n    offers {\n      menu {\n        id\n        name\n      }\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e1c1a95893b046ea0e2ef33f59d8a11e";

export default node;
