// The yardstick of bench/throughput.ts: a bare graphql-yoga server answering `{ hello }`, as cheap
// as a GraphQL request over HTTP gets on this machine. Started as a child process on PORT.
import http from 'node:http';
import { createSchema, createYoga } from 'graphql-yoga';

const yoga = createYoga({
  schema: createSchema({ typeDefs: 'type Query { hello: String! }', resolvers: { Query: { hello: () => 'world' } } }),
  logging: false,
  landingPage: false,
  graphiql: false,
});
// Yoga turns every failure into a response itself: there is nothing to wait for.
const server = http.createServer((req, res) => void yoga(req, res));
server.keepAliveTimeout = 5_000;
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : ''}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
