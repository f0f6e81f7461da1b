import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImServer } from '../src/index.ts';
import { detectLanguage, dictionaryProvider, translateWords } from '../src/translate/dictionary.ts';
import { TranslateError } from '../src/translate/provider.ts';
import { APP_ID, sig, startTestServer } from './setup.ts';
import { officialLogin, type Tim } from './official-sdk.ts';

/** The official SDK's code for a failed translation. */
const TRANSLATE_TEXT_FAIL = 2117;

describe('the dictionary provider', () => {
  it('§7 translate: source auto detects Chinese by its script and Portuguese by a known word', () => {
    expect(detectLanguage('进球了')).toBe('zh');
    expect(detectLanguage('que gol')).toBe('pt');
    expect(detectLanguage('what a goal')).toBe('en');
  });

  it('translates known words, keeps unknown ones and punctuation, the same way every time', () => {
    expect(translateWords('hello, what a goal!', 'en', 'pt')).toBe('olá, what a gol!');
    expect(translateWords('你好，进球', 'zh', 'en')).toBe('hello ， goal');
    expect(translateWords('gol hoje', 'pt', 'zh')).toBe('进球今天');
    expect(translateWords('gol', 'pt', 'pt')).toBe('gol');
  });

  it('refuses an unknown language and an over-long text with the engine codes', async () => {
    await expect(dictionaryProvider.translate({ texts: ['x'], source: 'auto', target: 'xx' })).rejects.toBeInstanceOf(
      TranslateError,
    );
    await expect(
      dictionaryProvider.translate({ texts: ['a'.repeat(6001)], source: 'auto', target: 'en' }),
    ).rejects.toMatchObject({ code: 30008 });
  });
});

describe('ws_batch_trans_text and get_local_words with the official SDK', () => {
  let server: ImServer;
  let tim: Tim;
  let failing: ImServer;

  beforeAll(async () => {
    server = await startTestServer();
    failing = await startTestServer({
      translator: {
        translate: async () => {
          throw new Error('engine down');
        },
      },
    });
    tim = await officialLogin(server.url, APP_ID, 'tr-ann', sig('tr-ann'), 'tim-js.js');
  });

  afterAll(async () => {
    await tim?.logout().catch(() => undefined);
    await server?.close();
    await failing?.close();
  });

  it('§7 translate: the official SDK gets translatedTextList in order, source auto', async () => {
    const res = await tim.translateText({
      sourceTextList: ['进球', 'hello today', 'gol'],
      sourceLanguage: 'auto',
      targetLanguage: 'en',
    });
    expect(res.data.translatedTextList).toEqual(['goal', 'hello today', 'goal']);
    const pt = await tim.translateText({ sourceTextList: ['good match'], sourceLanguage: 'en', targetLanguage: 'pt' });
    expect(pt.data.translatedTextList).toEqual(['bom partida']);
  });

  it('§8 translate fail: an unsupported target and a failing engine reach the SDK as 2117', async () => {
    await expect(
      tim.translateText({ sourceTextList: ['gol'], sourceLanguage: 'auto', targetLanguage: 'xx' }),
    ).rejects.toMatchObject({
      code: TRANSLATE_TEXT_FAIL,
    });
    const other = await officialLogin(failing.url, APP_ID, 'tr-ben', sig('tr-ben'), 'tim-js.js');
    await expect(
      other.translateText({ sourceTextList: ['gol'], sourceLanguage: 'pt', targetLanguage: 'en' }),
    ).rejects.toMatchObject({
      code: TRANSLATE_TEXT_FAIL,
    });
    await other.logout();
  });
});
