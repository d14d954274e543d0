/**
 * @generated SignedSource<<ce800ae70ed302fc4adc26d22e0f1c8a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type MemberRole = "ACCOUNTANT" | "BOOKER" | "OWNER" | "VIEWER" | "%future added value";
export type OrganisationSwitcherQuery$variables = Record<PropertyKey, never>;
export type OrganisationSwitcherQuery$data = {
  readonly myOrganisations: ReadonlyArray<{
    readonly clientId: string;
    readonly current: boolean;
    readonly name: string;
    readonly role: MemberRole;
  }>;
};
export type OrganisationSwitcherQuery = {
  response: OrganisationSwitcherQuery$data;
  variables: OrganisationSwitcherQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "OrganisationChoice",
    "kind": "LinkedField",
    "name": "myOrganisations",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "clientId",
        "storageKey": null
      },
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
        "name": "role",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "current",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "OrganisationSwitcherQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OrganisationSwitcherQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "a542ee0a9e80765d0afe43fc0fd26051",
    "id": null,
    "metadata": {},
    "name": "OrganisationSwitcherQuery",
    "operationKind": "query",
    "text": "query OrganisationSwitcherQuery {\n  myOrganisations {\n    clientId\n    name\n    role\n    current\n  }\n}\n"
  }
};
})();

(node as any).hash = "45ae16e38a84debcd660338a415d13fe";

export default node;
