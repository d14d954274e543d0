// One webhook request, guarded against server-side request forgery: unless the configuration
// allows it (development, tests), an endpoint must be https and every address its name resolves
// to must be public. The check runs when the connection is made (the socket's own DNS look-up), so
// a name that resolved to a public address at registration cannot later point inside. No
// redirects are followed, the whole request has a time limit and only the start of the answer is kept.
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

export const WEBHOOK_TIMEOUT_MS = 10_000;
/** How much of the receiver's answer is kept for the delivery log. */
export const RESPONSE_EXCERPT_BYTES = 1024;

// Two lists: Node matches IPv4 addresses against IPv4-mapped IPv6 rules, and the other way round.
const NOT_PUBLIC_V4 = new BlockList();
const NOT_PUBLIC_V6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) NOT_PUBLIC_V4.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128], ['::1', 128], ['64:ff9b::', 96], ['64:ff9b:1::', 48], ['100::', 64], ['2001::', 23],
  ['2001:db8::', 32], ['2002::', 16], ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8],
] as const) NOT_PUBLIC_V6.addSubnet(network, prefix, 'ipv6');

/** The IPv4 address inside an IPv4-mapped (or NAT64) IPv6 address, e.g. ::ffff:127.0.0.1. */
function embeddedIpv4(address: string): string | null {
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (dotted) return dotted[1]!;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return null;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether an address is on the public internet: not loopback, private, link-local, multicast, reserved or documentation. */
export function isPublicAddress(address: string): boolean {
  const plain = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(plain);
  if (family === 4) return !NOT_PUBLIC_V4.check(plain, 'ipv4');
  if (family !== 6) return false;
  const inner = embeddedIpv4(plain);
  if (inner) return isPublicAddress(inner) && !/^::ffff:/i.test(plain);
  // IPv4-compatible and other embeddings not handled above: only global unicast (2000::/3) is public.
  return /^[23]/.test(plain) && !NOT_PUBLIC_V6.check(plain, 'ipv6');
}

export class WebhookAddressError extends Error {
  override name = 'WebhookAddressError';
}

/** Resolves an endpoint's host; refuses when any of its addresses is not public (unless allowed). Throws on failure. */
export async function checkWebhookHost(url: string, allowPrivate: boolean): Promise<void> {
  if (allowPrivate) return;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [{ address: host }] : await dns.promises.lookup(host, { all: true, verbatim: true });
  const inside = addresses.find((a) => !isPublicAddress(a.address));
  if (!addresses.length || inside) throw new WebhookAddressError(`${host} resolves to ${inside?.address ?? 'nothing'}, which is not a public address`);
}

function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const inside = addresses.find((a) => !isPublicAddress(a.address));
      if (!allowPrivate && inside) return callback(new WebhookAddressError(`${hostname} resolves to ${inside.address}, which is not a public address`), '', 0);
      if (options.all) (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
      else callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

export interface WebhookResponse {
  /** null when no answer came (refused, timed out, address not allowed). */
  statusCode: number | null;
  durationMs: number;
  /** The start of the answer's body, or why there was none. */
  excerpt: string;
}

/** POSTs the body; never throws. */
export async function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: { allowPrivate: boolean; timeoutMs?: number },
): Promise<WebhookResponse> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  try {
    const target = new URL(url);
    if (target.protocol !== 'https:' && !options.allowPrivate) throw new WebhookAddressError('the address is not https');
    // A literal address is connected to without a look-up, so it is judged here.
    const literal = target.hostname.replace(/^\[|\]$/g, '');
    if (isIP(literal) && !options.allowPrivate && !isPublicAddress(literal)) throw new WebhookAddressError(`${literal} is not a public address`);
    return await new Promise<WebhookResponse>((resolve) => {
      const request = (target.protocol === 'https:' ? https : http).request(
        target,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'user-agent': 'Stopover-Webhooks/1', 'content-length': Buffer.byteLength(body), ...headers },
          lookup: guardedLookup(options.allowPrivate),
          timeout: options.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
        },
        (response) => {
          const chunks: Buffer[] = [];
          let size = 0;
          const finish = () => {
            clearTimeout(deadline);
            resolve({ statusCode: response.statusCode ?? null, durationMs: took(), excerpt: excerpt(Buffer.concat(chunks)) });
          };
          response.on('data', (chunk: Buffer) => {
            if (size < RESPONSE_EXCERPT_BYTES) chunks.push(chunk.subarray(0, RESPONSE_EXCERPT_BYTES - size));
            size += chunk.length;
            // Enough read: the rest of a large answer is not our business.
            if (size >= RESPONSE_EXCERPT_BYTES) response.destroy();
          });
          response.on('end', finish);
          response.on('close', finish);
          response.on('error', finish);
        },
      );
      const fail = (error: Error) => {
        clearTimeout(deadline);
        resolve({ statusCode: null, durationMs: took(), excerpt: describe(error) });
      };
      const deadline = setTimeout(() => request.destroy(new Error('timed out')), options.timeoutMs ?? WEBHOOK_TIMEOUT_MS);
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', fail);
      request.end(body);
    });
  } catch (error) {
    return { statusCode: null, durationMs: took(), excerpt: describe(error) };
  }
}

function excerpt(bytes: Buffer): string {
  return bytes.toString('utf8').replace(/\uFFFD+$/, '');
}

function describe(error: unknown): string {
  const e = error as { code?: unknown; message?: unknown };
  const text = [typeof e.code === 'string' ? e.code : null, typeof e.message === 'string' ? e.message : String(error)].filter(Boolean).join(' ');
  return text.slice(0, 300);
}
