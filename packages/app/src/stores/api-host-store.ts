import { makeAutoObservable } from 'mobx';
import { normaliseHost } from '../domain/hosts';
import { field, type Persistent } from './persist';

/** API hosts (spec §3, §4): the fetched list, a selected host and the brand's fallback ('' = same origin). */
export class ApiHostStore implements Persistent {
  hosts: string[] = [];
  /** A host picked by the user (persisted); null rotates over `hosts`. */
  selected: string | null = null;
  readonly fallback: string;
  readonly persisted = {
    apiHost: field(
      (value) => (value === null ? null : (normaliseHost(value) ?? undefined)),
      () => this.selected,
      (host) => this.select(host),
    ),
  };

  constructor(fallback: string) {
    this.fallback = fallback;
    makeAutoObservable<ApiHostStore>(this, { fallback: false, persisted: false }, { autoBind: true });
  }

  /** The first line of the list, else the fallback: where the common script comes from. */
  get active(): string {
    return this.hosts[0] ?? this.fallback;
  }

  /** The fetched list; an empty one (the fetch failed, spec §8) keeps the current hosts. */
  setHosts(hosts: string[]): void {
    if (hosts.length > 0) this.hosts = hosts;
  }

  select(host: string | null): void {
    this.selected = host;
  }
}
