// A GraphQL request's size is judged by its declared length before anything is read; a body that
// declares none is counted as it arrives. Either way an oversized one answers 413 with a translated
// error and nothing is done.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/server.ts';
import { bodyRefusal, GRAPHQL_BODY_MAX_BYTES, UPLOAD_BODY_MAX_BYTES } from './body-size.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: { data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string } }> };
}

/** A POST to /graphql whose body is written in the given chunks, declaring `length` or nothing (chunked). */
function post(chunks: Iterable<string | Buffer>, headers: Record<string, string | number> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const url = new URL('/graphql', server.url);
    // A connection of its own: one refused unread is closed by the server.
    const req = http.request(url, { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'x-stopover-csrf': '1', ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: JSON.parse(text) as Answer['body'] }));
    });
    // The server may answer and close before the whole body is sent.
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    (async () => {
      for (const chunk of chunks) {
        if (req.destroyed) return;
        if (!req.write(chunk)) await new Promise((done) => req.once('drain', done));
      }
      req.end();
    })().catch(reject);
  });
}

const TYPENAME = JSON.stringify({ query: '{ __typename }' });

describe('the body of a GraphQL request', () => {
  it('answers as usual when its length is declared, and when it is sent in chunks', async () => {
    const declared = await post([TYPENAME], { 'content-length': Buffer.byteLength(TYPENAME) });
    expect(declared).toMatchObject({ status: 200, body: { data: { __typename: 'Query' } } });
    const chunked = await post([TYPENAME.slice(0, 5), TYPENAME.slice(5)]);
    expect(chunked).toMatchObject({ status: 200, body: { data: { __typename: 'Query' } } });
    expect(chunked.body.errors).toBeUndefined();
  });

  it('is refused unread when it declares more than the largest, in the page’s language', async () => {
    const answer = await post([], { 'content-length': GRAPHQL_BODY_MAX_BYTES + 1, 'accept-language': 'sl-SI' });
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    expect(answer.body.errors?.[0]).toEqual({ message: 'Zahteva je prevelika (največ 25 MB). Pošljite manj naenkrat.', extensions: { code: 'REQUEST_TOO_LARGE' } });
  });

  it('is cut off once a body without a declared length grows past the largest', async () => {
    const megabyte = Buffer.alloc(1024 * 1024, ' ');
    const chunks = function* () {
      yield '{"query":"{ __typename }","extensions":{"pad":"';
      for (let sent = 0; sent <= GRAPHQL_BODY_MAX_BYTES; sent += megabyte.length) yield megabyte;
      yield '"}}';
    };
    const answer = await post(chunks());
    expect(answer.status).toBe(413);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('REQUEST_TOO_LARGE');
  });

  it('needs one number for a declared length, and a declared size for an upload', () => {
    const json = (length?: string) => ({ headers: { 'content-type': 'application/json', ...(length === undefined ? {} : { 'content-length': length }) } });
    expect(bodyRefusal(json('120'))).toBeNull();
    expect(bodyRefusal(json())).toBeNull();
    expect(bodyRefusal(json('12, 12'))).toEqual({ status: 400, code: 'BAD_REQUEST' });
    expect(bodyRefusal(json('-1'))).toEqual({ status: 400, code: 'BAD_REQUEST' });
    expect(bodyRefusal(json(String(GRAPHQL_BODY_MAX_BYTES)))).toBeNull();
    const upload = (length?: string) => ({ headers: { 'content-type': 'multipart/form-data; boundary=x', ...(length === undefined ? {} : { 'content-length': length }) } });
    expect(bodyRefusal(upload(String(UPLOAD_BODY_MAX_BYTES)))).toBeNull();
    expect(bodyRefusal(upload(String(UPLOAD_BODY_MAX_BYTES + 1)))).toEqual({ status: 413, code: 'STATEMENT_TOO_LARGE' });
    expect(bodyRefusal(upload())).toEqual({ status: 413, code: 'STATEMENT_TOO_LARGE' });
  });
});
