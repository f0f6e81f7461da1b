import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { AboutInfo, Protocol } from '@live/api-contract';
import { describe, expect, it } from 'vitest';
import { aboutWithSite, isBlank, itemParts, protocolType, siteOf, withSite } from './document';

const SITE = siteOf({ siteName: 'PQ8 Ao Vivo', shareDomain: 'https://www.pq8aovivo.example/' });

const PROTOCOL: Protocol = {
  type: 2,
  version: '2026-11-27.2',
  title: 'Política de Privacidade do {brand}',
  effective: 'Versão 2026-11-27.2 · em vigor desde 27/11/2026',
  paragraphs: ['O {brand} ({domain}) trata dados; o {brand} responde.'],
  sections: [
    { heading: 'Quem trata', paragraphs: ['O operador do {brand}.'], items: ['Dados: {domain}'], notes: ['{brand}'] },
  ],
};

describe('issue #27 legal pages: the platform’s document with the brand’s name and address', () => {
  it('every {brand} and {domain} of every text is replaced; the rest is kept', () => {
    const filled = withSite(PROTOCOL, SITE);
    expect(filled.title).toBe('Política de Privacidade do PQ8 Ao Vivo');
    expect(filled.paragraphs).toEqual(['O PQ8 Ao Vivo (www.pq8aovivo.example) trata dados; o PQ8 Ao Vivo responde.']);
    expect(filled.sections).toEqual([
      {
        heading: 'Quem trata',
        paragraphs: ['O operador do PQ8 Ao Vivo.'],
        items: ['Dados: www.pq8aovivo.example'],
        notes: ['PQ8 Ao Vivo'],
      },
    ]);
    expect(filled.version).toBe(PROTOCOL.version);
    expect(JSON.stringify(filled)).not.toMatch(/\{(brand|domain)\}/);
  });

  it('an answer missing fields reads them as empty (and is blank: not found), never a crash', () => {
    const partial = { type: 1, version: '1', title: 'Termos do {brand}' } as unknown as Protocol;
    const filled = withSite(partial, SITE);
    expect(filled).toMatchObject({ title: 'Termos do PQ8 Ao Vivo', effective: '', paragraphs: [], sections: [] });
    expect(isBlank(filled)).toBe(true);
    expect(isBlank(withSite({ ...PROTOCOL, title: ' ' }, SITE))).toBe(true);
    expect(isBlank(withSite(PROTOCOL, SITE))).toBe(false);
  });

  it('/mobile/privacy/:type: 1 to 4 are documents, anything else none', () => {
    expect(['1', '2', '3', '4', '0', '5', 'x', undefined].map(protocolType)).toEqual([
      1,
      2,
      3,
      4,
      null,
      null,
      null,
      null,
    ]);
  });

  it('a list item’s lead before the first colon is set apart; items without one stay whole', () => {
    expect(itemParts('账号信息：注册时的手机号')).toEqual({ lead: '账号信息：', rest: '注册时的手机号' });
    expect(itemParts('Dados da conta: o celular')).toEqual({ lead: 'Dados da conta: ', rest: 'o celular' });
    expect(itemParts('Cumprimento de obrigação legal (art. 7º, II): guardar')).toEqual({
      lead: 'Cumprimento de obrigação legal (art. 7º, II): ',
      rest: 'guardar',
    });
    expect(itemParts('revogação do consentimento;')).toEqual({ lead: '', rest: 'revogação do consentimento;' });
  });

  it('one source: the app holds no copy of the legal texts (they are the platform’s, served by getProtocal)', () => {
    const src = join(import.meta.dirname, '..', '..', '..');
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? files(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
      );
    const copies = files(src)
      .filter((file) => !/\.test\.tsx?$/.test(file))
      .filter((file) =>
        /个人信息保护法|Lei nº 13\.709|art\. 18 da LGPD|主播协议”并提交/.test(readFileSync(file, 'utf8')),
      )
      .map((file) => relative(src, file));
    expect(copies).toEqual([]);
  });
});

describe('issue #34 the about page names the brand', () => {
  it('the about texts get the brand’s name and address; a mailbox is at the bare domain', () => {
    const about: AboutInfo = {
      name: '{brand}',
      version: '3.8.2',
      paragraphs: ['{brand}是体育直播平台。'],
      contacts: [
        { label: '官方网站', value: '{domain}' },
        { label: '客服邮箱', value: 'kefu@{domain}' },
      ],
    };
    const site = siteOf({ siteName: '盘球吧直播', shareDomain: 'https://www.pq8.tv/' });
    expect(aboutWithSite(about, site)).toEqual({
      name: '盘球吧直播',
      version: '3.8.2',
      paragraphs: ['盘球吧直播是体育直播平台。'],
      contacts: [
        { label: '官方网站', value: 'www.pq8.tv' },
        { label: '客服邮箱', value: 'kefu@pq8.tv' },
      ],
    });
  });
});
