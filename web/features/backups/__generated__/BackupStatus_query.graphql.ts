/**
 * @generated SignedSource<<78649cf52bf50c6c7c5cbf0e7559c40e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BackupStatus_query$data = {
  readonly backupStatus: {
    readonly lastBackupAt: any | null | undefined;
    readonly lastFailure: string | null | undefined;
    readonly lastFailureAt: any | null | undefined;
    readonly nightlyTime: string | null | undefined;
    readonly overdue: boolean;
  };
  readonly " $fragmentType": "BackupStatus_query";
};
export type BackupStatus_query$key = {
  readonly " $data"?: BackupStatus_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"BackupStatus_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BackupStatus_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "BackupStatus",
      "kind": "LinkedField",
      "name": "backupStatus",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastBackupAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "overdue",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastFailureAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastFailure",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nightlyTime",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "9cb43f86564ee8ac77564aa09efece0d";

export default node;
