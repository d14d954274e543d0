/**
 * @generated SignedSource<<6ae3e5ed76bb7c761af38bd6e1fdf6c5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateMealSettingsInput = {
  crewMealsFree: boolean;
  preorderDeadlineHours: number;
};
export type MealSettingsSaveMutation$variables = {
  input: UpdateMealSettingsInput;
};
export type MealSettingsSaveMutation$data = {
  readonly updateMealSettings: {
    readonly mealRules: {
      readonly crewMealsFree: boolean;
      readonly preorderDeadlineHours: number;
    };
  };
};
export type MealSettingsSaveMutation = {
  response: MealSettingsSaveMutation$data;
  variables: MealSettingsSaveMutation$variables;
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
    "concreteType": "UpdateMealSettingsPayload",
    "kind": "LinkedField",
    "name": "updateMealSettings",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "MealRules",
        "kind": "LinkedField",
        "name": "mealRules",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "preorderDeadlineHours",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "crewMealsFree",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MealSettingsSaveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MealSettingsSaveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "852a9da67f5262a912f5ec32e07a672a",
    "id": null,
    "metadata": {},
    "name": "MealSettingsSaveMutation",
    "operationKind": "mutation",
    "text": "mutation MealSettingsSaveMutation(\n  $input: UpdateMealSettingsInput!\n) {\n  updateMealSettings(input: $input) {\n    mealRules {\n      preorderDeadlineHours\n      crewMealsFree\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4eeeca550a1d5e8809622d783ddc7844";

export default node;
