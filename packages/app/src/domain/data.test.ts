import { type MatchEvent, MODEL_TYPE_NAMES } from '@live/api-contract';
import { AA_TEXT, contrastRatio, relativeLuminance } from '@live/brand-schema';
import { describe, expect, it } from 'vitest';
import {
  heatCells,
  heatColours,
  hitRateOf,
  inModelOrder,
  modelDetailPath,
  modelListPath,
  modelTypeKey,
  modelTypeLabel,
  subscribeState,
} from './data-models';
import {
  billboardType,
  dictionaryLabel,
  eventCountry,
  formRecord,
  signed,
  statDictionaryOf,
  visitedLeagueOf,
} from './database';
import { addSearchLog, addVisitedLeague } from './lists';
import { keywordLogEntry, loggedKeywords, normalizeKeyword, searchTabOf } from './search';

describe('data models (spec §4)', () => {
  it('§4 model types: upset 1, poisson 2, diversity 3, margin 4, 0 unknown', () => {
    expect([1, 2, 3, 4].map(modelTypeKey)).toEqual(['upset', 'poisson', 'diversity', 'margin']);
    expect(modelTypeKey(0)).toBeNull();
    expect(modelTypeKey(7)).toBeNull();
  });

  it('§4 model types are listed in the order upset, poisson, diversity, margin; unknown last', () => {
    const shuffled = [{ type: 4 }, { type: 0 }, { type: 2 }, { type: 1 }, { type: 3 }];
    expect(inModelOrder(shuffled).map((item) => item.type)).toEqual([1, 2, 3, 4, 0]);
  });

  it('§2 model addresses: list, detail and the mobile detail name the type', () => {
    expect(modelListPath('diversity')).toBe('/data/model/diversity');
    expect(modelDetailPath('poisson', 12)).toBe('/data/model/detail/poisson/12');
  });

  it('§4 model result: hit 1 and missed 2 count, 0 (not decided) does not', () => {
    expect(hitRateOf([1, 1, 2, 0, 0])).toBe(67);
    expect(hitRateOf([2, 2])).toBe(0);
    expect(hitRateOf([0, 0])).toBeNull();
    expect(hitRateOf([])).toBeNull();
  });

  it('poisson grid: each cell in percent, coloured relative to the most likely score, best scores marked', () => {
    const cells = heatCells(
      [
        [0.1, 0.05],
        [0.2, Number.NaN],
      ],
      ['1-0'],
    );
    expect(cells[1]?.[0]).toEqual({ home: 1, away: 0, percent: 20, level: 1, best: true });
    expect(cells[0]?.[0]?.level).toBe(0.5);
    expect(cells[1]?.[1]).toMatchObject({ percent: 0, level: 0, best: false });
    expect(heatCells([[0, 0]], [])[0]?.[0]?.level).toBe(0);
  });

  it("poisson grid (issue #31 item 4): each cell's number readable on its colour (WCAG AA), deeper when likelier", () => {
    let previous = Infinity;
    for (let step = 0; step <= 1000; step += 1) {
      const { background, text } = heatColours(step / 1000);
      expect(contrastRatio(background, text), `level ${step / 1000}: ${text} on ${background}`).toBeGreaterThanOrEqual(
        AA_TEXT,
      );
      expect(relativeLuminance(background)).toBeLessThanOrEqual(previous);
      previous = relativeLuminance(background);
    }
    expect(heatColours(0).background).not.toBe(heatColours(1).background);
  });

  it('subscribe: subscribed or free models open; otherwise login, then gold must cover the price', () => {
    const guest = { loggedIn: false, gold: 0 };
    expect(subscribeState({ price: 18, subscribed: 1, status: 1 }, guest)).toBe('subscribed');
    expect(subscribeState({ price: 0, subscribed: 0, status: 1 }, guest)).toBe('free');
    expect(subscribeState({ price: 18, subscribed: 0, status: 1 }, guest)).toBe('login');
    expect(subscribeState({ price: 18, subscribed: 0, status: 2 }, { loggedIn: true, gold: 18 })).toBe('affordable');
    expect(subscribeState({ price: 18, subscribed: 0, status: 1 }, { loggedIn: true, gold: 17 })).toBe('short');
  });

  it("one name per model type (issue #32, spec §1/§4 order): the labels are the platform's MODEL_TYPE_NAMES", () => {
    expect([1, 2, 3, 4].map((type) => modelTypeLabel(type, 'zh-CN'))).toEqual([
      '冷门指数',
      '泊松分布',
      '离散分析',
      '利润指数',
    ]);
    expect([1, 2, 3, 4].map((type) => modelTypeLabel(type, 'pt-BR'))).toEqual([
      'Índice de zebra',
      'Distribuição de Poisson',
      'Análise de dispersão',
      'Margem',
    ]);
    expect(modelTypeLabel(0, 'zh-CN')).toBe('');
    for (const type of [1, 2, 3, 4] as const) {
      expect(modelTypeLabel(type, 'zh-CN')).toBe(MODEL_TYPE_NAMES[type].zh);
      expect(modelTypeLabel(type, 'pt-BR')).toBe(MODEL_TYPE_NAMES[type].pt);
    }
  });

  it('subscribe (issue #32): a finished model is never sold, whatever the gold; one already bought still opens', () => {
    const rich = { loggedIn: true, gold: 1000 };
    expect(subscribeState({ price: 18, subscribed: 0, status: 3 }, rich)).toBe('closed');
    expect(subscribeState({ price: 18, subscribed: 0, status: 3 }, { loggedIn: false, gold: 0 })).toBe('closed');
    expect(subscribeState({ price: 18, subscribed: 1, status: 3 }, rich)).toBe('subscribed');
  });
});

describe('sports database (spec §3)', () => {
  const dictionary = { name: '积分类型', data: [{ code: 2, name: '主场' }] };

  it('§3 base dictionaries: an item carries a code, shown by its name; the code while unknown', () => {
    expect(dictionaryLabel(dictionary, 2)).toBe('主场');
    expect(dictionaryLabel(dictionary, 3)).toBe('3');
    expect(dictionaryLabel(undefined, 1)).toBe('1');
  });

  it('§3 base dictionaries: foot_ball_type for football statistics, basket_ball_type for basketball', () => {
    expect(statDictionaryOf(1)).toBe('foot_ball_type');
    expect(statDictionaryOf(2)).toBe('basket_ball_type');
  });

  it('billboards: fifa, football and basketball; anything else is not a billboard', () => {
    expect(billboardType('fifa')).toBe('fifa');
    expect(billboardType('hockey')).toBeNull();
    expect(billboardType(undefined)).toBeNull();
  });

  it('§4 visited leagues: entries of id, name, logo and sportsType; most recent 15, de-duplicated by id plus sport', () => {
    const event = {
      id: 3,
      sport_id: 2,
      short_name_zh: 'NBA',
      name_zh: '美国职业篮球联赛',
      short_name_en: 'NBA',
      name_en: 'National Basketball Association',
      logo: '/l.png',
    } as MatchEvent;
    const league = visitedLeagueOf(event, 'pt-BR');
    expect(league).toEqual({ id: 3, name: 'NBA', logo: '/l.png', sportsType: 2 });
    let list = [league];
    for (let id = 10; id < 30; id++) list = addVisitedLeague(list, { ...league, id });
    list = addVisitedLeague(list, { ...league, id: 12 });
    expect(list).toHaveLength(15);
    expect(list.filter((item) => item.id === 12)).toHaveLength(1);
    expect(list[0]?.id).toBe(12);
    expect(addVisitedLeague([league], { ...league, sportsType: 1 })).toHaveLength(2);
  });

  it('an event shows its country (named in Chinese only) on Chinese pages, none on Portuguese ones', () => {
    expect(eventCountry({ country_zh: '德国' }, 'zh-CN')).toBe('德国');
    expect(eventCountry({ country_zh: '德国' }, 'pt-BR')).toBeUndefined();
    expect(eventCountry({ country_zh: '' }, 'zh-CN')).toBeUndefined();
  });

  it('form record counts W, D and L, not matches still to play', () => {
    expect(formRecord(['W', 'W', 'D', 'L', ''])).toEqual({ W: 2, D: 1, L: 1 });
    expect(signed(3)).toBe('+3');
    expect(signed(-2)).toBe('-2');
    expect(signed(0)).toBe('0');
  });
});

describe('site-wide search (spec §4, §7)', () => {
  it('keywords are trimmed, spaces collapsed, at most 50 characters; blank is nothing to search', () => {
    expect(normalizeKeyword('  real   madrid ')).toBe('real madrid');
    expect(normalizeKeyword('   ')).toBe('');
    expect(normalizeKeyword('x'.repeat(80))).toHaveLength(50);
  });

  it('§4 search log: the keyword is its target_id, an empty one is ignored, a repeat kept once, newest 5', () => {
    expect(keywordLogEntry('  ')).toBeNull();
    let log = addSearchLog([], keywordLogEntry('('));
    log = addSearchLog(log, keywordLogEntry(' ( '));
    expect(log).toEqual([{ target_id: '(', keyword: '(' }]);
    for (const word of ['a', 'b', 'c', 'd', 'e']) log = addSearchLog(log, keywordLogEntry(word));
    expect(loggedKeywords(log)).toEqual(['e', 'd', 'c', 'b', 'a']);
    expect(addSearchLog(log, [])).toEqual([]);
  });

  it('stored entries without a keyword are skipped; an unknown tab is the overview', () => {
    expect(loggedKeywords([{ target_id: 7 }, { target_id: 'x', keyword: 'x' }])).toEqual(['x']);
    expect(searchTabOf('news')).toBe('news');
    expect(searchTabOf('<b>')).toBe('all');
    expect(searchTabOf(null)).toBe('all');
  });
});
