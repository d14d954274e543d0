// Every arrival-settings mutation answers the settings as they are now. The settings are one object
// without an id, so the answer is put where the page's query reads it (the root's arrivalSettings).
import { useMutation, type GraphQLTaggedNode } from 'react-relay/hooks';
import type { MutationParameters, RecordSourceSelectorProxy } from 'relay-runtime';
import { commitAsync } from '../../components/forms/commit.ts';

export function useArrivalMutation<T extends MutationParameters>(mutation: GraphQLTaggedNode, field: string) {
  const [commit, busy] = useMutation<T>(mutation);
  const run = (variables: T['variables']) =>
    commitAsync<T>(
      (config) =>
        commit({
          ...config,
          updater: (store: RecordSourceSelectorProxy) => {
            const settings = store.getRootField(field)?.getLinkedRecord('arrivalSettings');
            if (settings) store.getRoot().setLinkedRecord(settings, 'arrivalSettings');
          },
        }),
      variables,
    );
  return [run, busy] as const;
}
