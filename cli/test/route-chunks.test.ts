import { describe, expect, it } from 'vitest';
import { API_TRANSPORT_SOURCE, PAGE_TABLE_SOURCE, routeChunks } from '../src/build/first-load.ts';

/** A Vite manifest as small as the rule needs: the entry, the app module, the page table, two pages, the transport. */
const MANIFEST = {
  'src/main.tsx': { file: 'assets/main.js', isEntry: true, dynamicImports: ['src/boot.tsx'] },
  'src/boot.tsx': {
    file: 'assets/boot.js',
    imports: ['_boot-imports.js'],
    dynamicImports: ['src/features/score/ScorePage.tsx'],
  },
  '_boot-imports.js': { file: 'assets/boot-imports.js' },
  [PAGE_TABLE_SOURCE]: { file: 'assets/pages.js', imports: ['_boot-imports.js'] },
  'src/features/score/ScorePage.tsx': { file: 'assets/ScorePage.js', imports: ['_boot-imports.js'] },
  'src/features/search/SearchPage.tsx': {
    file: 'assets/SearchPage.js',
    imports: ['_shared.js'],
    css: ['assets/SearchPage.css'],
  },
  '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css', 'assets/ScorePage.css'] },
  [API_TRANSPORT_SOURCE]: { file: 'assets/http.js', imports: ['_http-imports.js', '_boot-imports.js'] },
  '_http-imports.js': { file: 'assets/http-imports.js' },
};
const ENTRY_KEYS = new Set(['src/main.tsx', 'src/boot.tsx', '_boot-imports.js']);

describe('routeChunks: what a deep link preloads beside the app (issue #31)', () => {
  it('issue #31 item 1: a deep link preloads the API transport with its page, so its first data does not wait for the app to run', () => {
    const chunks = routeChunks(MANIFEST, ENTRY_KEYS, {
      search: ['src/features/search/SearchPage.tsx'],
      score: ['src/features/score/ScorePage.tsx'],
    });
    expect(chunks.search?.filter((file) => file.endsWith('.js'))).toEqual([
      'assets/pages.js',
      'assets/SearchPage.js',
      'assets/shared.js',
      'assets/http.js',
      'assets/http-imports.js',
    ]);
    // A page the app module loads itself needs no page table; the transport comes along all the same.
    expect(chunks.score).toEqual(['assets/ScorePage.js', 'assets/http.js', 'assets/http-imports.js']);
  });

  it("issue #31 item 1: a deep link links its route's stylesheets first, those index.html links already aside, so they do not wait for the app to run", () => {
    const chunks = routeChunks(
      MANIFEST,
      ENTRY_KEYS,
      { search: ['src/features/search/SearchPage.tsx'], score: ['src/features/score/ScorePage.tsx'] },
      new Set(['assets/ScorePage.css']),
    );
    expect(chunks.search?.slice(0, 3)).toEqual(['assets/SearchPage.css', 'assets/shared.css', 'assets/pages.js']);
    expect(chunks.search?.filter((file) => file.endsWith('.css'))).toHaveLength(2);
    expect(chunks.score?.filter((file) => file.endsWith('.css'))).toEqual([]);
  });

  it('a build without the transport fails rather than preloading less', () => {
    const { [API_TRANSPORT_SOURCE]: _transport, ...withoutTransport } = MANIFEST;
    expect(() => routeChunks(withoutTransport, ENTRY_KEYS, {})).toThrow(API_TRANSPORT_SOURCE);
  });
});
