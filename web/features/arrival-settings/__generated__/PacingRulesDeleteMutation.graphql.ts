/**
 * @generated SignedSource<<abb1a08f70a34f70ad23005612ba1421>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DeletePacingRuleInput = {
  id: string;
};
export type PacingRulesDeleteMutation$variables = {
  input: DeletePacingRuleInput;
};
export type PacingRulesDeleteMutation$data = {
  readonly deletePacingRule: {
    readonly arrivalSettings: {
      readonly " $fragmentSpreads": FragmentRefs<"ArrivalSettingsPage_sections">;
    };
  };
};
export type PacingRulesDeleteMutation = {
  response: PacingRulesDeleteMutation$data;
  variables: PacingRulesDeleteMutation$variables;
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
  "kind": "ScalarField",
  "name": "seasonStart",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "seasonEnd",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PacingRulesDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeletePacingRulePayload",
        "kind": "LinkedField",
        "name": "deletePacingRule",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ArrivalSettings",
            "kind": "LinkedField",
            "name": "arrivalSettings",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ArrivalSettingsPage_sections"
              }
            ],
            "storageKey": null
          }
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
    "name": "PacingRulesDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeletePacingRulePayload",
        "kind": "LinkedField",
        "name": "deletePacingRule",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ArrivalSettings",
            "kind": "LinkedField",
            "name": "arrivalSettings",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "pacingSlotMinutes",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "coachBays",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "bayTurnaroundMinutes",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "waitlistOfferHours",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "waitlistLastDayOfferHours",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PacingRule",
                "kind": "LinkedField",
                "name": "pacingRules",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "stopType",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "weekdays",
                    "storageKey": null
                  },
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "maxGuests",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "maxCoaches",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Room",
                "kind": "LinkedField",
                "name": "rooms",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "nameEn",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "nameSl",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "seats",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "position",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "active",
                    "storageKey": null
                  },
                  (v3/*:: as any*/),
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "RoomCombination",
                "kind": "LinkedField",
                "name": "roomCombinations",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Room",
                    "kind": "LinkedField",
                    "name": "rooms",
                    "plural": true,
                    "selections": [
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "9ae9726db9351c1177b0cf573cab3d19",
    "id": null,
    "metadata": {},
    "name": "PacingRulesDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation PacingRulesDeleteMutation(\n  $input: DeletePacingRuleInput!\n) {\n  deletePacingRule(input: $input) {\n    arrivalSettings {\n      ...ArrivalSettingsPage_sections\n    }\n  }\n}\n\nfragment ArrivalSettingsPage_sections on ArrivalSettings {\n  ...GeneralSettingsForm_settings\n  ...PacingRules_settings\n  ...Rooms_settings\n  ...RoomCombinations_settings\n}\n\nfragment GeneralSettingsForm_settings on ArrivalSettings {\n  pacingSlotMinutes\n  coachBays\n  bayTurnaroundMinutes\n  waitlistOfferHours\n  waitlistLastDayOfferHours\n}\n\nfragment PacingRules_settings on ArrivalSettings {\n  pacingRules {\n    id\n    stopType\n    weekdays\n    seasonStart\n    seasonEnd\n    maxGuests\n    maxCoaches\n  }\n}\n\nfragment RoomCombinations_settings on ArrivalSettings {\n  rooms {\n    id\n    name\n    seats\n    active\n  }\n  roomCombinations {\n    rooms {\n      id\n    }\n  }\n}\n\nfragment Rooms_settings on ArrivalSettings {\n  rooms {\n    id\n    name\n    nameEn\n    nameSl\n    seats\n    position\n    active\n    seasonStart\n    seasonEnd\n  }\n}\n"
  }
};
})();

(node as any).hash = "1d84e6051417ce2bc05d8f9a0e05692c";

export default node;
