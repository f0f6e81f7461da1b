import { makeAutoObservable } from 'mobx';
import type { Language } from '../domain/language';
import { field, type Persistent } from './persist';

// Not imported from @live/brand-schema at run time: that module pulls zod into the first load.
const LANGUAGES: readonly Language[] = ['zh-CN', 'pt-BR'];

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** The page language; starts as the brand's (spec §1: Chinese, or Portuguese for the pt-BR variant). */
export class LanguageStore implements Persistent {
  lang: Language;
  readonly persisted = {
    lang: field(
      (value) => (isLanguage(value) ? value : undefined),
      () => this.lang,
      (lang) => this.setLang(lang),
    ),
  };

  constructor(initial: Language) {
    this.lang = initial;
    makeAutoObservable(this, { persisted: false }, { autoBind: true });
  }

  setLang(lang: Language): void {
    this.lang = lang;
  }
}
