// The client's IP address for rate limits and the audit log. X-Forwarded-For is only trusted when
// TRUST_PROXY says a reverse proxy sets it; then its last entry is the one that proxy saw.
import type { IncomingMessage } from 'node:http';

export function clientIp(req: IncomingMessage, trustProxy: boolean): string | null {
  if (trustProxy) {
    const forwarded = String(req.headers['x-forwarded-for'] ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const last = forwarded.at(-1);
    if (last) return last;
  }
  return req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? null;
}

/** This machine's own addresses (IPv4 127/8, IPv6 ::1). */
export function isLoopback(ip: string | null): boolean {
  return ip === '::1' || (ip?.startsWith('127.') ?? false);
}
