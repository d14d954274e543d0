// How large a GraphQL request's body may be, decided before it is read.
//
// Yoga's own limit pipes every body through a stream that counts it; on node that is a stream
// pipeline with its own AbortController, aborted (with a DOMException) when it ends, on every
// request: about 5 % of a busy server's time. A body that declares its length needs none of it:
// node's HTTP parser reads exactly that many bytes, so the header is the body's size. Only a body
// without one (chunked) is counted as it arrives.
//
// File uploads (multipart/form-data, a bank statement) must declare their size, which must be under
// the largest file taken plus room for the operation: Yoga would otherwise buffer whatever arrives.
import type { IncomingMessage } from 'node:http';
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { STATEMENT_FILE_MAX_BYTES } from '../domain/payments.ts';
import { message, requestLanguage, type Language } from '../i18n/messages.ts';
import { parseCookies } from './cookies.ts';

/** The largest multipart body: the largest file and 64 KB for the operation and the part headers. */
export const UPLOAD_BODY_MAX_BYTES = STATEMENT_FILE_MAX_BYTES + 64 * 1024;

/** The largest other body (Yoga's default), far above anything the bounded inputs can carry. */
export const GRAPHQL_BODY_MAX_BYTES = 25_000_000;

export interface BodyRefusal {
  status: 400 | 413;
  code: 'BAD_REQUEST' | 'REQUEST_TOO_LARGE' | 'STATEMENT_TOO_LARGE';
}

/** Why the request is refused before its body is read; null when it may be read. */
export function bodyRefusal(req: Pick<IncomingMessage, 'headers'>): BodyRefusal | null {
  const declared = req.headers['content-length'];
  // Only one non-negative integer is a length; anything else is refused, never left unchecked.
  const length = declared !== undefined && /^\d+$/.test(declared) ? Number(declared) : null;
  if (String(req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/')) {
    return length === null || length > UPLOAD_BODY_MAX_BYTES ? { status: 413, code: 'STATEMENT_TOO_LARGE' } : null;
  }
  if (declared === undefined) return null;
  if (length === null) return { status: 400, code: 'BAD_REQUEST' };
  return length > GRAPHQL_BODY_MAX_BYTES ? { status: 413, code: 'REQUEST_TOO_LARGE' } : null;
}

/** The language a refusal is told in: the page's, else the browser's (no session is read for it). */
export function refusalLanguage(cookie: string | null | undefined, acceptLanguage: string | null | undefined): Language {
  return requestLanguage(null, parseCookies(cookie).get('preferred_language'), acceptLanguage);
}

/** A body that declares no length is counted as it arrives, and cut off past the largest. */
export function undeclaredBodyLimitPlugin(): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser, fetchAPI }) {
      if (!requestParser || !request.body || request.headers.has('content-length')) return;
      const parse = requestParser;
      const tooLarge = () =>
        new GraphQLError(message('REQUEST_TOO_LARGE', refusalLanguage(request.headers.get('cookie'), request.headers.get('accept-language'))), {
          extensions: { code: 'REQUEST_TOO_LARGE', http: { status: 413 } },
        });
      setRequestParser((req) => {
        let read = 0;
        // Whatwg-node's own stream classes do not mix with node's (the body may be either).
        const Transform = req.body instanceof ReadableStream ? TransformStream : fetchAPI.TransformStream;
        const body = req.body!.pipeThrough(
          new Transform<Uint8Array, Uint8Array>({
            transform(chunk, controller) {
              read += chunk.byteLength;
              if (read > GRAPHQL_BODY_MAX_BYTES) controller.error(tooLarge());
              else controller.enqueue(chunk);
            },
          }),
        );
        return parse(new fetchAPI.Request(req.url, { method: req.method, headers: req.headers, signal: req.signal, body, duplex: 'half' } as RequestInit));
      });
    },
  };
}
