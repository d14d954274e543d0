/**
 * @generated SignedSource<<68fcf7635842245f38680936b3a7f211>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type Language = "en" | "sl" | "%future added value";
export type SiteTextInput = {
  key: string;
  language: Language;
  value: string;
};
export type WebsiteOtherPageSaveMutation$variables = {
  texts: ReadonlyArray<SiteTextInput>;
};
export type WebsiteOtherPageSaveMutation$data = {
  readonly saveSiteTexts: boolean;
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
    "name": "texts"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "texts",
        "variableName": "texts"
      }
    ],
    "kind": "ScalarField",
    "name": "saveSiteTexts",
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
    "cacheID": "89757874df43fe58e59d04f91bb40efe",
    "id": null,
    "metadata": {},
    "name": "WebsiteOtherPageSaveMutation",
    "operationKind": "mutation",
    "text": "mutation WebsiteOtherPageSaveMutation(\n  $texts: [SiteTextInput!]!\n) {\n  saveSiteTexts(texts: $texts)\n}\n"
  }
};
})();

(node as any).hash = "0743b2990645761e18147db4cd134f40";

export default node;
