import type { BaseDictionary } from '@live/api-contract';
import { makeAutoObservable, runInAction } from 'mobx';

export type DictionaryName = keyof BaseDictionary;

/** Base dictionaries of the sports database (spec §3); a failed fetch is ignored (spec §8). */
export class DictionaryStore {
  dictionaries: BaseDictionary | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** The name of a code in one dictionary, '' when unknown. */
  nameOf(dictionary: DictionaryName, code: number): string {
    return this.dictionaries?.[dictionary]?.data.find((item) => item.code === code)?.name ?? '';
  }

  async load(fetchDictionaries: () => Promise<BaseDictionary>): Promise<void> {
    try {
      const data = await fetchDictionaries();
      runInAction(() => {
        if (data) this.dictionaries = data;
      });
    } catch {
      // Ignored by the spec: pages fall back to codes until a later load succeeds.
    }
  }
}
