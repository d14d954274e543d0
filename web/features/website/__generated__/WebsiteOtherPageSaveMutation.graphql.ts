/**
 * @generated SignedSource<<a1f807a288cf691a0d1630d185feab0d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type Language = "en" | "sl" | "%future added value";
export type SaveSiteTextsInput = {
  texts: ReadonlyArray<SiteTextInput>;
};
export type SiteTextInput = {
  key: string;
  language: Language;
  value: string;
};
export type WebsiteOtherPageSaveMutation$variables = {
  input: SaveSiteTextsInput;
};
export type WebsiteOtherPageSaveMutation$data = {
  readonly saveSiteTexts: {
    readonly __typename: "SaveSiteTextsPayload";
  };
};
export type WebsiteOtherPageSaveMutation = {
  response: WebsiteOtherPageSaveMutation$data;
  variables: WebsiteOtherPageSaveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "SaveSiteTextsPayload",
    "kind": "LinkedField",
    "name": "saveSiteTexts",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
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
    "name": "WebsiteOtherPageSaveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebsiteOtherPageSaveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "2451455d0058fb77a51a2c1f8fb577b8",
    "id": null,
    "metadata": {},
    "name": "WebsiteOtherPageSaveMutation",
    "operationKind": "mutation",
    "text": "mutation WebsiteOtherPageSaveMutation(\n  $input: SaveSiteTextsInput!\n) {\n  saveSiteTexts(input: $input) {\n    __typename\n  }\n}\n"
  }
};
})();

(node as any).hash = "ffe1e4ccf3ae963e2b38354a620c85ce";

export default node;
