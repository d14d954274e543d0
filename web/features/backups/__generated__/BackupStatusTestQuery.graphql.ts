/**
 * @generated SignedSource<<4a9a032852efc7d014788fa43b878df2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BackupStatusTestQuery$variables = Record<PropertyKey, never>;
export type BackupStatusTestQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"BackupStatus_query">;
};
export type BackupStatusTestQuery = {
  response: BackupStatusTestQuery$data;
  variables: BackupStatusTestQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "BackupStatusTestQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "BackupStatus_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "BackupStatusTestQuery",
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
    ]
  },
  "params": {
    "cacheID": "90710360b2b7f6e4d35790e5d73d5931",
    "id": null,
    "metadata": {},
    "name": "BackupStatusTestQuery",
    "operationKind": "query",
    "text": "query BackupStatusTestQuery {\n  ...BackupStatus_query\n}\n\nfragment BackupStatus_query on Query {\n  backupStatus {\n    lastBackupAt\n    overdue\n    lastFailureAt\n    lastFailure\n    nightlyTime\n  }\n}\n"
  }
};

(node as any).hash = "7c2f594a0e72bc8bbf091d0d8c1f0087";

export default node;
