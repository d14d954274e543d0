/**
 * @generated SignedSource<<a63bbab4ac5b58d58425e43d17f8ca7d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ApiTokenScope = "CREATE_RESERVATIONS" | "MANAGE_WEBHOOKS" | "READ_ALL_RESERVATIONS" | "READ_INVOICES" | "READ_RESERVATIONS" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ApiTokenRow_token$data = {
  readonly client: {
    readonly name: string;
  } | null | undefined;
  readonly createdAt: any;
  readonly createdByName: string | null | undefined;
  readonly creatorLeft: boolean;
  readonly expiresAt: any | null | undefined;
  readonly id: string;
  readonly lastUsedAt: any | null | undefined;
  readonly lastUsedIp: string | null | undefined;
  readonly name: string;
  readonly prefix: string;
  readonly revokedAt: any | null | undefined;
  readonly scopes: ReadonlyArray<ApiTokenScope>;
  readonly " $fragmentType": "ApiTokenRow_token";
};
export type ApiTokenRow_token$key = {
  readonly " $data"?: ApiTokenRow_token$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApiTokenRow_token">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApiTokenRow_token",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "prefix",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scopes",
      "storageKey": null
    },
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
      "name": "lastUsedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastUsedIp",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiresAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "revokedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdByName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "creatorLeft",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Client",
      "kind": "LinkedField",
      "name": "client",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ApiToken",
  "abstractKey": null
};
})();

(node as any).hash = "7526be06ad865b1d82b08ca4fbce944c";

export default node;
