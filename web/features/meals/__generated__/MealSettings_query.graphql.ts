/**
 * @generated SignedSource<<b61fdfc77a7463f2b83e158c0137217f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MealSettings_query$data = {
  readonly mealRules: {
    readonly crewMealsFree: boolean;
    readonly preorderDeadlineHours: number;
  };
  readonly " $fragmentType": "MealSettings_query";
};
export type MealSettings_query$key = {
  readonly " $data"?: MealSettings_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"MealSettings_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MealSettings_query",
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
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "e778a09911bc38d3f02b7e48363cd9f8";

export default node;
