// /metrics under WORKERS > 1. The workers share the port, so a scrape reaches whichever worker the
// kernel hands it to; answering with that worker's numbers alone would make every counter jump
// between scrapes. Instead the worker asks the primary, which gathers every worker's registry over
// the cluster's IPC channel (prom-client's AggregatorRegistry) and combines them metric by metric
// (each metric's `aggregator`, graph/metrics/registry.ts): request counts add up, the outbox gauges
// are the same table seen from every worker. The primary itself serves no HTTP.
import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import client from 'prom-client';

const REQUEST = 'stopover:metrics-request';
const ANSWER = 'stopover:metrics-answer';
/** prom-client gives up on a silent worker after 5 s; a little more here. */
const TIMEOUT_MS = 6_000;

interface Answer {
  type: typeof ANSWER;
  id: string;
  text?: string;
  error?: string;
}

/** In a worker: hands this worker's registry to the primary's gatherings. */
export function shareWithPrimary(registry: client.Registry): void {
  if (!cluster.isWorker) return;
  // Constructing one starts the worker's side of prom-client's gathering.
  new client.AggregatorRegistry();
  client.AggregatorRegistry.setRegistries([registry]);
}

/** In a worker: every worker's metrics, combined by the primary. Null outside a cluster. */
export function clusterMetrics(): Promise<string> | null {
  if (!cluster.isWorker || !process.send) return null;
  const id = randomUUID();
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      process.off('message', onMessage);
      reject(new Error('the primary did not gather the workers’ metrics in time'));
    }, TIMEOUT_MS);
    const onMessage = (answer: Answer) => {
      if (answer?.type !== ANSWER || answer.id !== id) return;
      clearTimeout(timer);
      process.off('message', onMessage);
      if (answer.text !== undefined) resolve(answer.text);
      else reject(new Error(answer.error ?? 'no metrics'));
    };
    process.on('message', onMessage);
    process.send!({ type: REQUEST, id });
  });
}

/** In the primary: answers the workers' requests with the gathered metrics. */
export function serveClusterMetrics(): void {
  const aggregator = new client.AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: string }) => {
    if (message?.type !== REQUEST || typeof message.id !== 'string') return;
    const id = message.id;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id, text } satisfies Answer),
      (error: unknown) => worker.send({ type: ANSWER, id, error: error instanceof Error ? error.message : String(error) } satisfies Answer),
    );
  });
}
