/**
 * @generated SignedSource<<add191649df679e80cd084b7329ca0e4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
export type WebsitePricesPageReorderMutation$variables = {
  itemIds: ReadonlyArray<string>;
  stopType: StopType;
};
export type WebsitePricesPageReorderMutation$data = {
  readonly reorderMenu: {
    readonly menu: ReadonlyArray<{
      readonly id: string;
      readonly position: number;
    }>;
    readonly type: StopType;
  };
};
export type WebsitePricesPageReorderMutation = {
  response: WebsitePricesPageReorderMutation$data;
  variables: WebsitePricesPageReorderMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "itemIds"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "stopType"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "itemIds",
        "variableName": "itemIds"
      },
      {
        "kind": "Variable",
        "name": "stopType",
        "variableName": "stopType"
      }
    ],
    "concreteType": "StopOffer",
    "kind": "LinkedField",
    "name": "reorderMenu",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "type",
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "includeInactive",
            "value": true
          }
        ],
        "concreteType": "MenuItem",
        "kind": "LinkedField",
        "name": "menu",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "position",
            "storageKey": null
          }
        ],
        "storageKey": "menu(includeInactive:true)"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "WebsitePricesPageReorderMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "WebsitePricesPageReorderMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "8feed6ac27acf39e445c0dff07e17377",
    "id": null,
    "metadata": {},
    "name": "WebsitePricesPageReorderMutation",
    "operationKind": "mutation",
    "text": "mutation WebsitePricesPageReorderMutation(\n  $stopType: StopType!\n  $itemIds: [ID!]!\n) {\n  reorderMenu(stopType: $stopType, itemIds: $itemIds) {\n    type\n    menu(includeInactive: true) {\n      id\n      position\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9b147dac83c56c1f7d3ce3f9c272665f";

export default node;
