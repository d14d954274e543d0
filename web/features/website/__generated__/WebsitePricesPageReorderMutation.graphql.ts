/**
 * @generated SignedSource<<ab514a66e816533cfb1ff62fa17b84da>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type StopType = "LONG_STOP" | "SHORT_STOP" | "%future added value";
export type ReorderMenuInput = {
  itemIds: ReadonlyArray<string>;
  stopType: StopType;
};
export type WebsitePricesPageReorderMutation$variables = {
  input: ReorderMenuInput;
};
export type WebsitePricesPageReorderMutation$data = {
  readonly reorderMenu: {
    readonly stopOffer: {
      readonly id: string;
      readonly menu: ReadonlyArray<{
        readonly id: string;
        readonly position: number;
      }>;
    };
  };
};
export type WebsitePricesPageReorderMutation = {
  response: WebsitePricesPageReorderMutation$data;
  variables: WebsitePricesPageReorderMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "ReorderMenuPayload",
    "kind": "LinkedField",
    "name": "reorderMenu",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "StopOffer",
        "kind": "LinkedField",
        "name": "stopOffer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
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
              (v1/*:: as any*/),
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
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WebsitePricesPageReorderMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebsitePricesPageReorderMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "d15db8a7d0fc18635775f9a0d59b3256",
    "id": null,
    "metadata": {},
    "name": "WebsitePricesPageReorderMutation",
    "operationKind": "mutation",
    "text": "mutation WebsitePricesPageReorderMutation(\n  $input: ReorderMenuInput!\n) {\n  reorderMenu(input: $input) {\n    stopOffer {\n      id\n      menu(includeInactive: true) {\n        id\n        position\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e2f5f95e74168ff77ebbf5a3aba5575c";

export default node;
