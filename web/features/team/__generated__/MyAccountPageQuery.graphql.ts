/**
 * @generated SignedSource<<c79088ff6eb2cfb35d79b4e8a39b9c0e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MyAccountPageQuery$variables = Record<PropertyKey, never>;
export type MyAccountPageQuery$data = {
  readonly viewer: {
    readonly staff: {
      readonly calendarFeed: {
        readonly " $fragmentSpreads": FragmentRefs<"CalendarFeedCard_feed">;
      } | null | undefined;
      readonly email: string;
      readonly " $fragmentSpreads": FragmentRefs<"MyAccountPage_profile">;
    } | null | undefined;
  };
};
export type MyAccountPageQuery = {
  response: MyAccountPageQuery$data;
  variables: MyAccountPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MyAccountPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "StaffMember",
            "kind": "LinkedField",
            "name": "staff",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "MyAccountPage_profile"
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "CalendarFeed",
                "kind": "LinkedField",
                "name": "calendarFeed",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "CalendarFeedCard_feed"
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
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MyAccountPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "StaffMember",
            "kind": "LinkedField",
            "name": "staff",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
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
                "name": "language",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "CalendarFeed",
                "kind": "LinkedField",
                "name": "calendarFeed",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastFetchedAt",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "b17ca6506f2c6e152c807998f4f0f414",
    "id": null,
    "metadata": {},
    "name": "MyAccountPageQuery",
    "operationKind": "query",
    "text": "query MyAccountPageQuery {\n  viewer {\n    staff {\n      email\n      ...MyAccountPage_profile\n      calendarFeed {\n        ...CalendarFeedCard_feed\n      }\n      id\n    }\n    id\n  }\n}\n\nfragment CalendarFeedCard_feed on CalendarFeed {\n  createdAt\n  lastFetchedAt\n}\n\nfragment MyAccountPage_profile on StaffMember {\n  name\n  language\n}\n"
  }
};
})();

(node as any).hash = "07db788de1c59d96887325a65c95cf4a";

export default node;
