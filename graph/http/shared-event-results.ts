// Live events are executed once per event for everyone who would get the same answer. Every open
// staff screen subscribes to the same feed with the same selection, so each change was executed
// once per screen: the same fields resolved, the same answer built, N times. Subscribers share an
// answer when the response cache would let them share a query's (response-cache/scope.ts: staff by
// role and language, a member of an organisation by their own standing, a token by itself), and
// when it has no errors; everyone else's events are executed for them alone, as before. The event's
// data is read once anyway (pubsub.ts, readOncePerEvent); this shares the rest of the work.
import { createSourceEventStream, execute, print, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { map, pipe } from 'graphql-yoga';
import { getDocumentString, isAsyncIterable, type Plugin } from '@envelop/core';
import type { Context } from '../context.ts';
import { answersPer, askOnce } from '../lib/first-asker.ts';
import { viewerScope } from './response-cache/scope.ts';

/** Answers being built or built for an event, by who shares them; they go when the event does. */
const answersOf = answersPer<ExecutionResult>();

/** Events executed for a subscriber, and answers a subscriber got from another's execution, since start (for tests). */
export const eventAnswers = { executed: 0, shared: 0 };

export function sharedEventResultsPlugin(): Plugin<Context> {
  return {
    onSubscribe({ args, setSubscribeFn }) {
      const scope = viewerScope(args.contextValue, { cacheable: true, personal: false });
      if (!scope) return;
      const key = JSON.stringify([scope, args.operationName ?? null, args.variableValues ?? null, getDocumentString(args.document, print)]);
      setSubscribeFn(async (subscribeArgs: ExecutionArgs) => {
        const events = await createSourceEventStream(subscribeArgs);
        if (!isAsyncIterable(events)) return events;
        return pipe(
          events,
          map((event: unknown) => answerOnce(event, key, () => execute({ ...subscribeArgs, rootValue: event }))),
        );
      });
    },
  };
}

function answerOnce(event: unknown, key: string, execute: () => ExecutionResult | Promise<ExecutionResult>): Promise<ExecutionResult> {
  const run = async () => {
    eventAnswers.executed += 1;
    return execute();
  };
  if (typeof event !== 'object' || event === null) return run();
  // An answer with errors is its first asker's own: the others are executed for themselves.
  return askOnce(answersOf(event), key, run, { shareable: (answer) => !answer.errors?.length, onShared: () => (eventAnswers.shared += 1) });
}
