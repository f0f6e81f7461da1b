import { makeAutoObservable } from 'mobx';
import type { Language } from '../domain/language';

// Not imported from @live/brand-schema at run time: that module pulls zod into the first load.
const LANGUAGES: readonly Language[] = ['zh-CN', 'pt-BR'];

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** The page language; starts as the brand's (spec §1: Chinese, or Portuguese for the pt-BR variant). */
export class LanguageStore {
  lang: Language;

  constructor(initial: Language) {
    this.lang = initial;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  setLang(lang: Language): void {
    this.lang = lang;
  }
}
