import type { NewsDetail } from '@live/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandbox, type TestSandbox } from './helpers.ts';

let sb: TestSandbox;

beforeAll(async () => {
  sb = await sandbox({ chat: false });
});
afterAll(() => sb.close());

describe('an article for the in-app reader (issue #28 item 5)', () => {
  it('is text and picture blocks in the reader’s language; its cover and picture are served, as stills', async () => {
    for (const lang of ['', '?lang=pt-br']) {
      const article = await sb.post<NewsDetail>('/api/news/getNewsDetail', { id: 7 }, lang);
      expect(article.status, article.msg).toBe(0);
      const { blocks } = article.data;
      expect(blocks.map((block) => block.type)).toEqual(['text', 'image', 'text', 'text']);
      const texts = blocks.flatMap((block) => (block.type === 'text' ? [block.text] : []));
      expect(texts.every((text) => text.length > 0)).toBe(true);
      expect(/[\u4e00-\u9fff]/.test(texts.join(''))).toBe(lang === '');
      const pictures = [article.data.cover, ...blocks.flatMap((block) => (block.type === 'image' ? [block.src] : []))];
      for (const src of pictures) {
        const response = await fetch(`${sb.url}${src}`);
        expect(response.status, src).toBe(200);
        expect(response.headers.get('content-type')).toContain('image/svg+xml');
        expect(await response.text()).not.toContain('<path d="M150 62');
      }
    }
  });
});
