/**
 * @generated SignedSource<<f68c29a5e70a9fdd76a03a8993a5d951>>
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
export type StopMenuListReorderMutation$variables = {
  input: ReorderMenuInput;
};
export type StopMenuListReorderMutation$data = {
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
export type StopMenuListReorderMutation = {
  response: StopMenuListReorderMutation$data;
  variables: StopMenuListReorderMutation$variables;
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
    "name": "StopMenuListReorderMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "StopMenuListReorderMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "4eff05d145da10d02b6d67a7f3e28f9b",
    "id": null,
    "metadata": {},
    "name": "StopMenuListReorderMutation",
    "operationKind": "mutation",
    "text": "mutation StopMenuListReorderMutation(\n  $input: ReorderMenuInput!\n) {\n  reorderMenu(input: $input) {\n    stopOffer {\n      id\n      menu(includeInactive: true) {\n        id\n        position\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0ebb69fa045932d9a2d2250ccf9b65aa";

export default node;
