import type { Banner, Category, HomeData } from '@live/api-contract';
import { makeAutoObservable } from 'mobx';
import type { HeadlineTab } from '../domain/headline';

/** Home page data, live categories, banners and the selected headline tab (spec §3). */
export class HomeStore {
  homeData: HomeData | null = null;
  categories: Category[] = [];
  banners: Banner[] = [];
  /** null until the user picks a tab; the page then uses the config's default (spec §2). */
  selectedHeadline: HeadlineTab | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Falsy data is no update (spec §8). */
  setHomeData(data: HomeData | null | undefined): void {
    if (data) this.homeData = data;
  }

  setCategories(list: Category[] | null | undefined): void {
    if (list) this.categories = list;
  }

  setBanners(list: Banner[] | null | undefined): void {
    if (list) this.banners = list;
  }

  selectHeadline(tab: HeadlineTab): void {
    this.selectedHeadline = tab;
  }
}
