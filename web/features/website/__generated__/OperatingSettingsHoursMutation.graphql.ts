/**
 * @generated SignedSource<<149b8866f720469d7428d9913b106c1c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type OpeningDayInput = {
  closed: boolean;
  closes?: string | null | undefined;
  opens?: string | null | undefined;
  weekday: number;
};
export type OperatingSettingsHoursMutation$variables = {
  days: ReadonlyArray<OpeningDayInput>;
};
export type OperatingSettingsHoursMutation$data = {
  readonly setOpeningHours: boolean;
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
    "name": "days"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "days",
        "variableName": "days"
      }
    ],
    "kind": "ScalarField",
    "name": "setOpeningHours",
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
    "cacheID": "e7bc4fb50f0fc12d21acef4ef564f6bd",
    "id": null,
    "metadata": {},
    "name": "OperatingSettingsHoursMutation",
    "operationKind": "mutation",
    "text": "mutation OperatingSettingsHoursMutation(\n  $days: [OpeningDayInput!]!\n) {\n  setOpeningHours(days: $days)\n}\n"
  }
};
})();

(node as any).hash = "836d01dfce8a5cf0543559235ee6e1e5";

export default node;
