/**
 * @generated SignedSource<<4a6a43bbf71b90d7b435e49894728f1f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type RenewDriverLinkInput = {
  reservationId: string;
};
export type DriverLinkShareRenewMutation$variables = {
  input: RenewDriverLinkInput;
};
export type DriverLinkShareRenewMutation$data = {
  readonly renewDriverLink: {
    readonly reservation: {
      readonly driverLink: string | null | undefined;
      readonly id: string;
    };
  };
};
export type DriverLinkShareRenewMutation = {
  response: DriverLinkShareRenewMutation$data;
  variables: DriverLinkShareRenewMutation$variables;
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
    "concreteType": "RenewDriverLinkPayload",
    "kind": "LinkedField",
    "name": "renewDriverLink",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Reservation",
        "kind": "LinkedField",
        "name": "reservation",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "driverLink",
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
    "name": "DriverLinkShareRenewMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DriverLinkShareRenewMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "8cc2a65f133d54e05847e44dc8587247",
    "id": null,
    "metadata": {},
    "name": "DriverLinkShareRenewMutation",
    "operationKind": "mutation",
    "text": "mutation DriverLinkShareRenewMutation(\n  $input: RenewDriverLinkInput!\n) {\n  renewDriverLink(input: $input) {\n    reservation {\n      id\n      driverLink\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "26c589bded2305111978bd67d620c9bf";

export default node;
