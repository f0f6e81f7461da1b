import { makeAutoObservable, runInAction } from 'mobx';
import { fetchHostList, hostRotation } from '../api/core/hosts';

/** API hosts (spec §3, §4): the fetched list, a selected host and the brand's fallback ('' = same origin). */
export class ApiHostStore {
  hosts: string[] = [];
  /** A host picked by the user (persisted); null rotates over `hosts`. */
  selected: string | null = null;
  readonly fallback: string;
  /** The host of the next request: selected, else round-robin, else fallback. */
  readonly nextHost: () => string;

  constructor(fallback: string) {
    this.fallback = fallback;
    this.nextHost = hostRotation({ hosts: () => this.hosts, selected: () => this.selected, fallback });
    makeAutoObservable<ApiHostStore>(this, { fallback: false, nextHost: false }, { autoBind: true });
  }

  /** The first line of the list, else the fallback: where the common script comes from. */
  get active(): string {
    return this.hosts[0] ?? this.fallback;
  }

  setHosts(hosts: string[]): void {
    if (hosts.length > 0) this.hosts = hosts;
  }

  select(host: string | null): void {
    this.selected = host;
  }

  /** Fetches the static list; failures are ignored (spec §8). */
  async load(listUrl: string): Promise<void> {
    const hosts = await fetchHostList(listUrl);
    runInAction(() => this.setHosts(hosts));
  }
}
