import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

/** `::ffff:127.0.0.1` (an IPv4 peer on a dual-stack socket) is 127.0.0.1. */
function plain(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

function isLoopback(address: string): boolean {
  return address === '::1' || address.startsWith('127.');
}

/**
 * The network address a request comes from: the "client" of the per-client limits (registrations, SMS codes,
 * failed logins). The sandbox listens on loopback behind brandgen's forwarding proxy (preview and dev), which
 * appends the address it saw to X-Forwarded-For; so for a loopback peer the last address of that header is the
 * client, and earlier entries (the caller's own claim) are ignored. Any other peer is the client itself, whatever
 * it sends. A device id is not part of it: a client names its device itself, so a new one would be a new limit.
 */
export function clientAddress(req: IncomingMessage): string {
  const peer = plain(req.socket.remoteAddress ?? '');
  if (!isLoopback(peer)) return peer || 'unknown';
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .at(-1);
  return forwarded && isIP(plain(forwarded)) ? plain(forwarded) : peer;
}
