import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { itemParts, type LegalDocument, type LegalKind, loadLegalDocument, protocolDocument, siteOf } from './document';

const SITES = {
  'zh-CN': siteOf({ siteName: '盘球吧直播', shareDomain: 'https://www.pq8.example/' }),
  'pt-BR': siteOf({ siteName: 'PQ8 Ao Vivo', shareDomain: 'https://www.pq8aovivo.example' }),
} as const;
const KINDS: LegalKind[] = ['terms', 'privacy', 'anchor'];
const CJK = /[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]/;

function allText(document: LegalDocument): string {
  return [
    document.title,
    document.effective,
    ...document.intro,
    ...document.sections.flatMap((s) => [s.heading, ...(s.paragraphs ?? []), ...(s.items ?? []), ...(s.notes ?? [])]),
  ].join('\n');
}

const load = (kind: LegalKind, language: keyof typeof SITES) => loadLegalDocument(kind, language, SITES[language]);

describe('issue #27 legal pages: real documents in both languages with the brand name', () => {
  for (const language of ['zh-CN', 'pt-BR'] as const) {
    for (const kind of KINDS) {
      it(`${kind} (${language}): named after the brand, headed sections with text, a contact with links`, async () => {
        const document = await load(kind, language);
        expect(document.title).toContain(SITES[language].siteName);
        expect(document.sections.length).toBeGreaterThanOrEqual(6);
        for (const section of document.sections) {
          const body = [...(section.paragraphs ?? []), ...(section.items ?? [])];
          expect(body.length, section.heading).toBeGreaterThan(0);
          expect(body.every((text) => text.trim().length > 0)).toBe(true);
        }
        expect(new Set(document.sections.map((s) => s.heading)).size).toBe(document.sections.length);
        expect(document.sections.at(-1)?.links).toEqual(['feedback', 'about']);
        const text = allText(document);
        if (language === 'pt-BR') expect(text).not.toMatch(CJK);
        else expect(text).not.toMatch(/\b(the|and|você|dados)\b/i);
      });
    }
  }

  it('privacy (zh-CN, PIPL): what is collected, why, how long, the rights under the PIPL and the contact', async () => {
    const text = allText(await load('privacy', 'zh-CN'));
    for (const needed of ['手机号', '设备', '聊天', '支付记录', '保存期限', '个人信息保护法', '查阅', '更正']) {
      expect(text).toContain(needed);
    }
    for (const needed of ['删除', '撤回同意', '注销账号', '转移', '投诉', '十四周岁', 'www.pq8.example']) {
      expect(text).toContain(needed);
    }
  });

  it('privacy (pt-BR, LGPD): what is collected, legal bases, how long, the rights of art. 18, ANPD and the DPO', async () => {
    const text = allText(await load('privacy', 'pt-BR'));
    for (const needed of ['celular', 'aparelho', 'Mensagens', 'pagamento', 'LGPD', 'art. 7º', 'art. 18', 'ANPD']) {
      expect(text).toContain(needed);
    }
    for (const needed of ['Encarregado', 'portabilidade', 'revogação do consentimento', 'Por quanto tempo']) {
      expect(text).toContain(needed);
    }
    for (const needed of ['Marco Civil', 'fora do Brasil', 'www.pq8aovivo.example']) expect(text).toContain(needed);
  });

  it('the anchor agreement asks adults only and covers earnings, content rules and the anchor’s data', async () => {
    expect(allText(await load('anchor', 'zh-CN'))).toMatch(/十八周岁[\s\S]*赌博[\s\S]*收益[\s\S]*真实姓名/);
    expect(allText(await load('anchor', 'pt-BR'))).toMatch(/18 anos[\s\S]*apostas[\s\S]*Ganhos[\s\S]*nome completo/);
  });
});

describe('legal pages: routing and rendering helpers', () => {
  it('/mobile/privacy/:type: 1 terms, 2 privacy, 4 anchor are the app’s; 3 the platform’s; others none', () => {
    expect([1, 2, 3, 4, 0, 5, Number.NaN].map(protocolDocument)).toEqual([
      'terms',
      'privacy',
      'platform',
      'anchor',
      null,
      null,
      null,
    ]);
  });

  it('a list item’s lead before the first colon is set apart; items without one stay whole', () => {
    expect(itemParts('账号信息：注册时的手机号')).toEqual({ lead: '账号信息：', rest: '注册时的手机号' });
    expect(itemParts('Dados da conta: o celular')).toEqual({ lead: 'Dados da conta: ', rest: 'o celular' });
    expect(itemParts('revogação do consentimento;')).toEqual({ lead: '', rest: 'revogação do consentimento;' });
  });

  it('the texts stay out of every first load: only document.ts names them, by dynamic import', () => {
    const src = join(import.meta.dirname, '..', '..', '..');
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? files(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
      );
    const naming = files(src)
      .filter((file) => !file.endsWith('.test.ts'))
      .filter((file) => /['"][^'"]*\/(terms|privacy|anchor)\.(zh|pt)['"]/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(src, file));
    expect(naming).toEqual(['features/about/legal/document.ts']);
    const source = readFileSync(join(import.meta.dirname, 'document.ts'), 'utf8');
    expect(source).not.toMatch(/^import[^;]*\.(zh|pt)'/m);
    expect(source.match(/import\('\.\/\w+\.(zh|pt)'\)/g)).toHaveLength(6);
  });
});
