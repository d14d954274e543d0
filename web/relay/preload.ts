// Route loaders start each page's query with `loadQuery` (render-as-you-fetch: the request leaves
// before the page's code renders) and pages read it with `usePreloadedQuery`. This module keeps the
// query references tidy: a reference is released when no mounted page uses it any more, and a
// reference a loader replaced before it was ever rendered is released at once.
import { useEffect } from 'react';
import { loadQuery, usePreloadedQuery, type PreloadedQuery, type PreloadFetchPolicy } from 'react-relay/hooks';
import type { GraphQLTaggedNode, OperationType, VariablesOf } from 'relay-runtime';
import { environment } from './environment.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyRef = PreloadedQuery<any>;

const latestByKey = new Map<string, AnyRef>();
const users = new Map<AnyRef, number>();
const pendingRelease = new Map<AnyRef, ReturnType<typeof setTimeout>>();

function release(ref: AnyRef): void {
  if ((users.get(ref) ?? 0) > 0 || ref.isDisposed) return;
  ref.dispose();
}

/**
 * Starts `query` for the route `key`. By default data already in the store is shown at once and
 * refreshed from the network (`store-and-network`), so navigating back to a page is instant but
 * never stale; data that rarely changes (the shell's) can use `store-or-network`.
 */
export function preloadQuery<T extends OperationType>(
  key: string,
  query: GraphQLTaggedNode,
  variables: VariablesOf<T>,
  fetchPolicy: PreloadFetchPolicy = 'store-and-network',
): PreloadedQuery<T> {
  const ref = loadQuery<T>(environment, query, variables, { fetchPolicy });
  const previous = latestByKey.get(key);
  latestByKey.set(key, ref);
  if (previous && previous !== ref) release(previous);
  return ref;
}

/** `usePreloadedQuery`, plus releasing the reference once no mounted page uses it. */
export function usePageQuery<T extends OperationType>(query: GraphQLTaggedNode, ref: PreloadedQuery<T>): T['response'] {
  useEffect(() => {
    users.set(ref, (users.get(ref) ?? 0) + 1);
    const timer = pendingRelease.get(ref);
    if (timer) {
      clearTimeout(timer);
      pendingRelease.delete(ref);
    }
    return () => {
      const left = (users.get(ref) ?? 1) - 1;
      if (left > 0) {
        users.set(ref, left);
        return;
      }
      users.delete(ref);
      // Deferred: React may unmount and remount the same page (StrictMode, Suspense retries).
      pendingRelease.set(
        ref,
        setTimeout(() => {
          pendingRelease.delete(ref);
          release(ref);
        }, 1000),
      );
    };
  }, [ref]);
  return usePreloadedQuery<T>(query, ref);
}
