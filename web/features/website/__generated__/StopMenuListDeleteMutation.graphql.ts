/**
 * @generated SignedSource<<35c05fc59e9457e4174163e33727c506>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type DeleteMenuItemInput = {
  id: string;
};
export type StopMenuListDeleteMutation$variables = {
  input: DeleteMenuItemInput;
};
export type StopMenuListDeleteMutation$data = {
  readonly deleteMenuItem: {
    readonly deletedMenuItemId: string;
    readonly stopOffer: {
      readonly id: string;
      readonly menu: ReadonlyArray<{
        readonly id: string;
      }>;
    };
  };
};
export type StopMenuListDeleteMutation = {
  response: StopMenuListDeleteMutation$data;
  variables: StopMenuListDeleteMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "StopOffer",
  "kind": "LinkedField",
  "name": "stopOffer",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
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
        (v2/*:: as any*/)
      ],
      "storageKey": "menu(includeInactive:true)"
    }
  ],
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedMenuItemId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "StopMenuListDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteMenuItemPayload",
        "kind": "LinkedField",
        "name": "deleteMenuItem",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "StopMenuListDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteMenuItemPayload",
        "kind": "LinkedField",
        "name": "deleteMenuItem",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteRecord",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedMenuItemId"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "af32cb95ef77dc19325202f8b25c0753",
    "id": null,
    "metadata": {},
    "name": "StopMenuListDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation StopMenuListDeleteMutation(\n  $input: DeleteMenuItemInput!\n) {\n  deleteMenuItem(input: $input) {\n    stopOffer {\n      id\n      menu(includeInactive: true) {\n        id\n      }\n    }\n    deletedMenuItemId\n  }\n}\n"
  }
};
})();

(node as any).hash = "e837c006acee2308d83206c5fe4307e6";

export default node;
