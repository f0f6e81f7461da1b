/** How long the network probe waits for an answer (spec §4: a request with a 3 s cap). */
export const PROBE_TIMEOUT_MS = 3000;

/**
 * Whether the service's host answers at all: any HTTP answer (even an error status) means the network is up, a
 * failure or no answer within the cap means it is down. `navigator.onLine` only says a network interface is up.
 * Every runtime the client runs in has fetch (it needs DecompressionStream, which came later).
 */
export async function probeNetwork(socketUrl: string, timeoutMs = PROBE_TIMEOUT_MS): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    // ws: -> http:, wss: -> https:
    // no-cors: the cloud's socket hosts send no CORS headers, and an opaque answer still proves the network.
    await fetch(new URL(socketUrl.replace('ws', 'http')).origin, {
      mode: 'no-cors',
      method: 'HEAD',
      signal: controller.signal,
      cache: 'no-store',
    });
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
