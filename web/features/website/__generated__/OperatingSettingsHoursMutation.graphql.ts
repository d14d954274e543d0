/**
 * @generated SignedSource<<7bf8d182020e04322c1c922cf5bf2ad1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type SetOpeningHoursInput = {
  days: ReadonlyArray<OpeningDayInput>;
};
export type OpeningDayInput = {
  closed: boolean;
  closes?: string | null | undefined;
  opens?: string | null | undefined;
  weekday: number;
};
export type OperatingSettingsHoursMutation$variables = {
  input: SetOpeningHoursInput;
};
export type OperatingSettingsHoursMutation$data = {
  readonly setOpeningHours: {
    readonly openingHours: ReadonlyArray<{
      readonly weekday: number;
    }>;
  };
};
export type OperatingSettingsHoursMutation = {
  response: OperatingSettingsHoursMutation$data;
  variables: OperatingSettingsHoursMutation$variables;
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
    "concreteType": "SetOpeningHoursPayload",
    "kind": "LinkedField",
    "name": "setOpeningHours",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "OpeningDay",
        "kind": "LinkedField",
        "name": "openingHours",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "weekday",
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
    "name": "OperatingSettingsHoursMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OperatingSettingsHoursMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "5dd0e2bf04b447fe8cb69495f4b71b49",
    "id": null,
    "metadata": {},
    "name": "OperatingSettingsHoursMutation",
    "operationKind": "mutation",
    "text": "mutation OperatingSettingsHoursMutation(\n  $input: SetOpeningHoursInput!\n) {\n  setOpeningHours(input: $input) {\n    openingHours {\n      weekday\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2855fe8ba90cc2de876f4ba0e8b2c4a2";

export default node;
