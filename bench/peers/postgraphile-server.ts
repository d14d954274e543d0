// A peer of bench/list-peers.ts: PostGraphile V5 (grafast) over the seeded database, with its stock
// preset (Amber) and nothing else. PostGraphile is not a project package: the benchmark installs it
// into its own cache folder (PEER_MODULES, a node_modules folder) and this file loads it from there.
// Started as a child process on PORT against DATABASE_URL; prints "listening" when it answers.
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';

// PostGraphile 5 asks for Node 22; on Node 20 the only thing it misses is Promise.withResolvers
// (without it every list answers an error), which is three lines.
const promise = Promise as unknown as { withResolvers?: () => unknown };
promise.withResolvers ??= () => {
  let resolve: unknown, reject: unknown;
  const p = new Promise((yes, no) => ((resolve = yes), (reject = no)));
  return { promise: p, resolve, reject };
};

const modules = process.env.PEER_MODULES!;
const load = createRequire(path.join(modules, '..', 'package.json'));
// Untyped (require answers `any`): loaded from the cache folder, outside the project's types.
const { postgraphile } = load('postgraphile');
const { PostGraphileAmberPreset } = load('postgraphile/presets/amber');
const { makePgService } = load('postgraphile/adaptors/pg');
const { grafserv } = load('postgraphile/grafserv/node');

const port = Number(process.env.PORT);
const preset = {
  extends: [PostGraphileAmberPreset],
  // Order and filter by any column, as Stopover's queues do (by default only indexed columns' leading fields may be).
  disablePlugins: ['PgIndexBehaviorsPlugin'],
  // The same pool size as Stopover's (graph/db.ts).
  pgServices: [makePgService({ connectionString: process.env.DATABASE_URL, schemas: ['public'], poolConfig: { max: 10 } })],
  grafserv: { port, graphiql: false, watch: false, graphqlPath: '/graphql' },
  grafast: { explain: false },
};
const pgl = postgraphile(preset);
const serv = pgl.createServ(grafserv);
const server = http.createServer();
server.keepAliveTimeout = 5_000;
await serv.addTo(server);
// Build the schema before saying so: the first request must not pay for it.
await pgl.getSchema();
server.listen(port, '127.0.0.1', () => process.stdout.write(`listening ${port}\n`));
process.on('SIGTERM', () => {
  server.close();
  void pgl.release().then(() => process.exit(0));
});
