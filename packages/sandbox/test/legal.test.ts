import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AboutInfo, PROTOCOL_PLACEHOLDERS, type Protocol } from '@live/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { consentsOf } from '../src/legal/consent.ts';
import { DOCUMENTS, type DocumentType } from '../src/legal/documents.ts';
import { lastLogged, sandbox, type TestSandbox } from './helpers.ts';

// Issue #27: the legal documents have one source, the platform's; the app shows what getProtocal serves.

const folder = mkdtempSync(join(tmpdir(), 'sandbox-legal-'));
const dbPath = join(folder, 'legal.db');
let sb: TestSandbox;
beforeAll(async () => {
  sb = await sandbox({ chat: false, dbPath });
});
afterAll(async () => {
  await sb.close();
  rmSync(folder, { recursive: true, force: true });
});

const CJK = /[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]/;
const TYPES: DocumentType[] = [1, 2, 3, 4];
const LANGS = { zh: '', pt: '?lang=pt-br' } as const;

function allText(protocol: Protocol): string {
  return [
    protocol.title,
    protocol.effective,
    ...protocol.paragraphs,
    ...protocol.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.items ?? []), ...(s.notes ?? [])]),
  ].join('\n');
}

async function served(lang: keyof typeof LANGS): Promise<Record<DocumentType, Protocol>> {
  const answers = await Promise.all(
    TYPES.map(async (type) => (await sb.post<Protocol>('/webapi/protocal/getProtocal', { type }, LANGS[lang])).data),
  );
  return { 1: answers[0], 2: answers[1], 3: answers[2], 4: answers[3] } as Record<DocumentType, Protocol>;
}

describe('issue #27: one source for the legal documents, the platform’s', () => {
  it('the version a registration records is the version getProtocal serves, in both languages', async () => {
    const db = openDatabase(dbPath);
    try {
      const mobile = '13500000071';
      await fetch(`${sb.url}/api/user/smsCaptcha?code=legal1`).then((response) => response.arrayBuffer());
      const captcha = lastLogged(sb, 'captcha legal1: ');
      expect((await sb.post('/webapi/user/sendCode', { mobile, code: 'legal1', captcha })).status).toBe(0);
      const sms_code = lastLogged(sb, `SMS code for ${mobile}: `);
      const user = await sb.post<{ id: number }>('/webapi/user/regist', {
        mobile,
        sms_code,
        password: 'secret123',
        agree: 1,
      });
      expect(user.status).toBe(0);
      const recorded = consentsOf(db, user.data.id).map(({ document, version }) => ({ document, version }));
      for (const query of Object.values(LANGS)) {
        const servedVersions = await Promise.all(
          [1, 2].map(async (type) => ({
            document: type,
            version: (await sb.post<Protocol>('/webapi/protocal/getProtocal', { type }, query)).data.version,
          })),
        );
        expect(recorded).toEqual(servedVersions);
      }
    } finally {
      db.close();
    }
  });

  it('an anchor application needs the tick of the anchor agreement and records the version served (issue #27)', async () => {
    const db = openDatabase(dbPath);
    try {
      const mobile = '13500000072';
      await fetch(`${sb.url}/api/user/smsCaptcha?code=legal2`).then((response) => response.arrayBuffer());
      const captcha = lastLogged(sb, 'captcha legal2: ');
      await sb.post('/webapi/user/sendCode', { mobile, code: 'legal2', captcha });
      const sms_code = lastLogged(sb, `SMS code for ${mobile}: `);
      const user = await sb.post<{ id: number; token: string }>('/webapi/user/regist', {
        mobile,
        sms_code,
        password: 'secret123',
        agree: 1,
      });
      const body = { token: user.data.token, type: 1, real_name: '王五', contact: mobile, reason: '我想解说中超比赛' };
      const refused = await sb.post('/api/user/applyAnchor', body);
      expect(refused.status).toBe(1);
      expect(refused.msg).toContain('主播协议');
      expect((await sb.post('/api/user/applyAnchor', body, LANGS.pt)).msg).toBe(
        'Leia e marque que aceita os Termos do Apresentador',
      );
      expect(consentsOf(db, user.data.id).map(({ document }) => document)).toEqual([1, 2]);
      expect((await sb.post('/api/user/applyAnchor', { ...body, agree: 1 })).status).toBe(0);
      const served = (await sb.post<Protocol>('/webapi/protocal/getProtocal', { type: 4 })).data.version;
      expect(consentsOf(db, user.data.id).find(({ document }) => document === 4)?.version).toBe(served);
    } finally {
      db.close();
    }
  });

  it('the pt-BR documents hold no Chinese; the zh-CN ones no Portuguese', async () => {
    const [zh, pt] = [await served('zh'), await served('pt')];
    for (const type of TYPES) {
      expect(allText(pt[type]), `type ${type}`).not.toMatch(CJK);
      expect(allText(zh[type]), `type ${type}`).not.toMatch(/\b(the|and|você|dados|Termos)\b/i);
    }
  });

  it('the user agreement, the privacy policy, the recharge terms and the anchor agreement name the brand by its placeholder, in both languages', async () => {
    for (const lang of ['zh', 'pt'] as const) {
      const documents = await served(lang);
      for (const type of TYPES) {
        expect(documents[type].title, `${lang} ${type}`).toContain(PROTOCOL_PLACEHOLDERS.brand);
        expect(allText(documents[type]).split(PROTOCOL_PLACEHOLDERS.brand).length, `${lang} ${type}`).toBeGreaterThan(
          3,
        );
      }
      // The two documents a registration agrees to name the site's address too.
      for (const type of [1, 2] as const) expect(allText(documents[type])).toContain(PROTOCOL_PLACEHOLDERS.domain);
    }
  });

  it('every text is plain text whose only braces are the known placeholders', () => {
    const known = new Set<string>(Object.values(PROTOCOL_PLACEHOLDERS));
    for (const type of TYPES) {
      for (const lang of ['zh', 'pt'] as const) {
        const { title, intro, sections } = DOCUMENTS[type][lang];
        const joined = [
          title,
          ...intro,
          ...sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.items ?? []), ...(s.notes ?? [])]),
        ].join('\n');
        expect(joined, `${type} ${lang}`).not.toMatch(/[<>&]/);
        expect(
          [...joined.matchAll(/\{[^}]*\}/g)].every(([match]) => known.has(match)),
          `${type} ${lang}`,
        ).toBe(true);
      }
    }
  });

  it('documents are headed sections, each with text, and the line under the title names the version', async () => {
    for (const lang of ['zh', 'pt'] as const) {
      const documents = await served(lang);
      for (const type of TYPES) {
        const { sections, paragraphs, effective, version } = documents[type];
        expect(version).toBe(DOCUMENTS[type].version);
        expect(effective).toContain(version);
        expect(paragraphs.length).toBeGreaterThan(0);
        expect(sections.length, `${lang} ${type}`).toBeGreaterThanOrEqual(type === 3 ? 5 : 6);
        expect(new Set(sections.map((s) => s.heading)).size).toBe(sections.length);
        for (const section of sections) {
          const body = [...section.paragraphs, ...(section.items ?? [])];
          expect(body.length, section.heading).toBeGreaterThan(0);
          expect(body.every((text) => text.trim().length > 0)).toBe(true);
        }
      }
    }
  });

  it('the privacy policy (zh-CN) covers the PIPL: what, why, how long, the rights, complaints, under-14s', async () => {
    const text = allText((await served('zh'))[2]);
    for (const needed of ['手机号', '设备', '聊天', '支付记录', '保存期限', '个人信息保护法', '查阅', '更正']) {
      expect(text).toContain(needed);
    }
    for (const needed of ['删除', '撤回同意', '注销账号', '转移', '投诉', '十四周岁']) expect(text).toContain(needed);
  });

  it('the privacy policy (pt-BR) covers the LGPD: legal bases, how long, the rights of art. 18, ANPD and the DPO', async () => {
    const text = allText((await served('pt'))[2]);
    for (const needed of ['celular', 'aparelho', 'Mensagens', 'pagamento', 'LGPD', 'art. 7º', 'art. 18', 'ANPD']) {
      expect(text).toContain(needed);
    }
    for (const needed of [
      'Encarregado',
      'portabilidade',
      'revogação do consentimento',
      'Marco Civil',
      'fora do Brasil',
    ]) {
      expect(text).toContain(needed);
    }
  });

  it('the anchor agreement asks adults only and covers content rules, earnings and the anchor’s data', async () => {
    expect(allText((await served('zh'))[4])).toMatch(/十八周岁[\s\S]*赌博[\s\S]*收益[\s\S]*真实姓名/);
    expect(allText((await served('pt'))[4])).toMatch(/18 anos[\s\S]*apostas[\s\S]*Ganhos[\s\S]*nome completo/);
  });
});

describe('issue #34: the about page reads like a real site’s, with the brand’s name', () => {
  it('getAbout names the brand by its placeholder and gives real contacts, with no sandbox sentence, in both languages', async () => {
    for (const [lang, query] of Object.entries(LANGS)) {
      const about = (await sb.post<AboutInfo>('/webapi/config/getAbout', {}, query)).data;
      const text = [about.name, ...about.paragraphs, ...about.contacts.flatMap((c) => [c.label, c.value])].join('\n');
      expect(about.name, lang).toBe(PROTOCOL_PLACEHOLDERS.brand);
      expect(about.paragraphs.join('\n').split(PROTOCOL_PLACEHOLDERS.brand).length, lang).toBeGreaterThan(2);
      expect(about.paragraphs.length, lang).toBeGreaterThanOrEqual(3);
      expect(text, lang).not.toMatch(/sandbox|沙盒|example|演示|demonstra/i);
      const mails = about.contacts.filter((c) => c.value.endsWith(`@${PROTOCOL_PLACEHOLDERS.domain}`));
      expect(mails.length, lang).toBeGreaterThanOrEqual(1);
      expect(
        about.contacts.some((c) => c.value === PROTOCOL_PLACEHOLDERS.domain),
        lang,
      ).toBe(true);
      if (lang === 'pt') expect(text).not.toMatch(CJK);
      else expect(text).not.toMatch(/\b(the|and|você|dados)\b/i);
    }
  });

  it('the recharge terms cover payment, refunds and minors (pt-BR: the CDC’s 7 days)', async () => {
    expect(allText((await served('zh'))[3])).toMatch(/到账[\s\S]*退款[\s\S]*十八周岁/);
    expect(allText((await served('pt'))[3])).toMatch(/Pix[\s\S]*art\. 49[\s\S]*7 dias[\s\S]*18 anos/);
  });
});
