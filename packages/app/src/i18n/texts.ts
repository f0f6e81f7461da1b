import { type ReactNode, useCallback } from 'react';
import { useServices } from '../app/services';
import { pick } from '../domain/language';

/** One text in both languages; `{name}` marks a value filled in when shown. */
export interface Text {
  zh: string;
  pt: string;
}

/**
 * A feature's texts (zh-CN and pt-BR) with their readers: `text(key, language, values)` outside React,
 * `useTexts()` inside it, stable per language so memoised rows that take it do not re-render, and `parts` for a
 * sentence whose values are elements (users' names marked as theirs, the app's words around them not).
 */
export function defineTexts<K extends string>(table: Record<K, Text>) {
  function text(key: K, language: string, values: Record<string, string | number> = {}): string {
    return pick(table[key], language).replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
  }

  function parts(key: K, language: string, values: Record<string, ReactNode>): ReactNode[] {
    return pick(table[key], language)
      .split(/\{(\w+)\}/)
      .map((piece, i) => (i % 2 === 1 ? (values[piece] ?? '') : piece))
      .filter((piece) => piece !== '');
  }

  function useTexts() {
    const { root } = useServices();
    const language = root.language.lang;
    return useCallback((key: K, values?: Record<string, string | number>) => text(key, language, values), [language]);
  }

  return { text, parts, useTexts };
}
