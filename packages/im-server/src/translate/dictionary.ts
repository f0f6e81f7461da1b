import { TRANSLATE_ERRORS, TranslateError, type TranslateProvider } from './provider.ts';

/** One meaning in each language the local service knows. */
type Entry = Record<Language, string>;
export type Language = 'zh' | 'en' | 'pt';
const LANGUAGES: readonly Language[] = ['zh', 'en', 'pt'];

/** The football and chat words the tests and the sandbox use. */
const ENTRIES: readonly Entry[] = [
  { zh: '你好', en: 'hello', pt: 'olá' },
  { zh: '进球', en: 'goal', pt: 'gol' },
  { zh: '比赛', en: 'match', pt: 'partida' },
  { zh: '球队', en: 'team', pt: 'equipe' },
  { zh: '比分', en: 'score', pt: 'placar' },
  { zh: '主队', en: 'home', pt: 'mandante' },
  { zh: '客队', en: 'away', pt: 'visitante' },
  { zh: '赢', en: 'win', pt: 'vitória' },
  { zh: '谢谢', en: 'thanks', pt: 'obrigado' },
  { zh: '今天', en: 'today', pt: 'hoje' },
  { zh: '好', en: 'good', pt: 'bom' },
];

/** Longest text the engine takes per item (the cloud's cap is 6,000 characters per request). */
export const TRANSLATE_TEXT_MAX = 6000;

/** Which of the known languages a text is in: Han characters are Chinese, a known Portuguese word Portuguese. */
export function detectLanguage(text: string): Language {
  if (/\p{Script=Han}/u.test(text)) return 'zh';
  const words = text.toLowerCase().split(/[^\p{L}]+/u);
  return ENTRIES.some((e) => words.includes(e.pt) && e.pt !== e.en) ? 'pt' : 'en';
}

function isLanguage(code: string): code is Language {
  return (LANGUAGES as readonly string[]).includes(code);
}

/** Translates word by word; unknown words stay as they are. Chinese has no spaces, so it is matched by entry. */
export function translateWords(text: string, from: Language, to: Language): string {
  if (from === to) return text;
  if (from === 'zh') {
    let out = text;
    for (const e of [...ENTRIES].sort((x, y) => y.zh.length - x.zh.length)) out = out.split(e.zh).join(` ${e[to]} `);
    return out.replace(/\s+/g, ' ').trim();
  }
  const joiner = to === 'zh' ? '' : ' ';
  return text
    .split(/\s+/)
    .filter((w) => w !== '')
    .map((word) => {
      const [, core = word, tail = ''] = /^(.*?)([.,!?;:]*)$/u.exec(word) ?? [];
      const entry = ENTRIES.find((e) => e[from] === core.toLowerCase());
      return (entry ? entry[to] : core) + tail;
    })
    .join(joiner);
}

/** The local service's deterministic engine: a small zh/en/pt dictionary, the same answer every time. */
export const dictionaryProvider: TranslateProvider = {
  async translate({ texts, source, target }) {
    if (!isLanguage(target))
      throw new TranslateError(TRANSLATE_ERRORS.unsupportedLanguage, `target ${target} is not zh, en or pt`);
    if (source !== 'auto' && !isLanguage(source))
      throw new TranslateError(TRANSLATE_ERRORS.unsupportedLanguage, `source ${source} is not auto, zh, en or pt`);
    return texts.map((text) => {
      if (text.length > TRANSLATE_TEXT_MAX)
        throw new TranslateError(TRANSLATE_ERRORS.textTooLong, `a text is over ${TRANSLATE_TEXT_MAX} characters`);
      return translateWords(text, source === 'auto' ? detectLanguage(text) : (source as Language), target);
    });
  },
};
