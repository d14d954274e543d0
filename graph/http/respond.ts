// Small helpers for the plain HTTP routes (REST auth calls, health): JSON in, JSON out.
import type { ServerResponse } from 'node:http';

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string | string[]> = {}) {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(payload),
    ...headers,
  });
  res.end(payload);
}

/** A refusal on /graphql before GraphQL runs, in the shape GraphQL clients read: one error with its code. */
export function sendGraphqlError(res: ServerResponse, status: number, code: string, message: string, headers: Record<string, string> = {}) {
  sendJson(res, status, { errors: [{ message, extensions: { code } }] }, headers);
}
