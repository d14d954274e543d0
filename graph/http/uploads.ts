// File uploads to GraphQL (multipart/form-data, a bank statement) are refused before anything is
// read when their declared size is over the largest file taken plus room for the operation, or
// when they declare none: GraphQL Yoga would otherwise buffer whatever arrives.
import type { IncomingMessage } from 'node:http';
import { STATEMENT_FILE_MAX_BYTES } from '../domain/payments.ts';

/** The largest multipart body: the largest file and 64 KB for the operation and the part headers. */
export const UPLOAD_BODY_MAX_BYTES = STATEMENT_FILE_MAX_BYTES + 64 * 1024;

export function uploadTooLarge(req: IncomingMessage): boolean {
  if (!String(req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/')) return false;
  const length = Number(req.headers['content-length']);
  return !Number.isFinite(length) || length > UPLOAD_BODY_MAX_BYTES;
}
