import type { CommonConfig, SiteConfig } from '@live/api-contract';
import { makeAutoObservable } from 'mobx';
import { isOn, type SwitchName } from '../domain/switches';
import { defaultHeadlineTab, type HeadlineTab } from '../domain/headline';

/** GET /api/config/getCommonConfig: emoji, ads, badges, categories, tags and the site config switches. */
export class ConfigStore {
  common: CommonConfig | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get config(): SiteConfig | null {
    return this.common?.config ?? null;
  }

  isOn(name: SwitchName): boolean {
    return isOn(this.config, name);
  }

  get headlineDefault(): HeadlineTab {
    return defaultHeadlineTab(this.config);
  }

  /** Falsy data is no update (spec §8). */
  setCommon(common: CommonConfig | null | undefined): void {
    if (common) this.common = common;
  }

  async load(fetchConfig: () => Promise<CommonConfig>): Promise<void> {
    this.setCommon(await fetchConfig());
  }
}
