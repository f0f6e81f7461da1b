/**
 * API hosts (spec §4, §7): a static JSON list fetched first (failures ignored), the first entry becomes the active
 * host, requests rotate round-robin over the list unless one host was selected, and the brand's fallback host
 * ('' = the page's own origin) serves when the list is empty.
 */
import { RAW_PATHS } from '@live/api-contract';
import { normaliseHost } from '../../domain/hosts';
import { loadHttp } from './load-http';

/** Reads a host list: a JSON array of host strings or `{ url }` entries; unusable entries are dropped. */
export function parseHostList(payload: unknown): string[] {
  if (!Array.isArray(payload)) return [];
  const hosts = payload.map(normaliseHost).filter((host): host is string => host !== null);
  return [...new Set(hosts)];
}

/** Fetches the host list; any failure (network, status, bad JSON) gives an empty list. */
export async function fetchHostList(listUrl: string, timeoutMs = 10_000): Promise<string[]> {
  if (!listUrl) return [];
  try {
    const { httpRequest } = await loadHttp();
    const response = await httpRequest({ method: 'GET', url: listUrl, timeoutMs });
    return response.ok ? parseHostList(response.data) : [];
  } catch {
    return [];
  }
}

export interface HostSource {
  hosts(): readonly string[];
  /** A host chosen by the user or the app; null to rotate. */
  selected(): string | null;
  fallback: string;
}

/** Returns the host for each request: the selected one, else the next in round-robin, else the fallback. */
export function hostRotation(source: HostSource): () => string {
  let next = 0;
  return () => {
    const selected = source.selected();
    if (selected !== null) return selected;
    const hosts = source.hosts();
    if (hosts.length === 0) return source.fallback;
    const host = hosts[next % hosts.length] ?? source.fallback;
    next = (next + 1) % hosts.length;
    return host;
  };
}

/** The address of the common script of the active host, with the timestamp query t. */
export function commonScriptUrl(host: string, nowMs: number): string {
  return `${host}${RAW_PATHS.commonScript}?t=${nowMs}`;
}

/** Injects the common script of the active host once per page load. */
export function injectCommonScript(doc: Document, host: string, nowMs: number): HTMLScriptElement {
  const script = doc.createElement('script');
  script.src = commonScriptUrl(host, nowMs);
  script.async = true;
  doc.head.appendChild(script);
  return script;
}
