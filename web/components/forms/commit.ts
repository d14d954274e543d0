// `useMutation`'s commit as a promise: forms read better as `await` than as callbacks. Errors
// reject with what Relay reports (a GraphQLRequestError from web/relay/environment.ts, or the
// network's TypeError); readProblem (problems.ts) turns either into a code to translate.
import type { UseMutationConfig } from 'react-relay/hooks';
import type { Disposable, MutationParameters } from 'relay-runtime';

export type Commit<T extends MutationParameters> = (config: UseMutationConfig<T>) => Disposable;

export function commitAsync<T extends MutationParameters>(commit: Commit<T>, variables: T['variables']): Promise<T['response']> {
  return new Promise((resolve, reject) => {
    commit({
      variables,
      onCompleted(response, errors) {
        // Data with errors: the server answered but something failed on the way.
        if (errors && errors.length > 0) reject(Object.assign(new Error(errors[0]?.message ?? 'GraphQL error'), { errors }));
        else resolve(response);
      },
      onError: reject,
    });
  });
}
