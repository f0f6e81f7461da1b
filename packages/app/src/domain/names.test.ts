import { describe, expect, it } from 'vitest';
import { displayName, matchDetailPath, sportIdOf, sportName, sportOfDetailPath } from './names';

describe('names and addresses', () => {
  it('sport ids: football 1, basketball 2 (spec §4)', () => {
    expect(sportName(1)).toBe('football');
    expect(sportName(2)).toBe('basketball');
    expect(sportIdOf('basketball')).toBe(2);
  });

  it('detail addresses name their sport (spec §2 routes)', () => {
    expect(sportOfDetailPath('/score/detail/12')).toBe('football');
    expect(sportOfDetailPath('/score/basketball/detail/12')).toBe('basketball');
    expect(sportOfDetailPath('/score/detail/basketball/12')).toBe('basketball');
    expect(sportOfDetailPath('/score/detail/football/12')).toBe('football');
    expect(sportOfDetailPath('/mobile/basketball/rank/3')).toBe('basketball');
  });

  it('names in the page language: Chinese short names, otherwise English ones', () => {
    const team = { short_name_zh: '皇马', name_zh: '皇家马德里', short_name_en: '', name_en: 'Real Madrid' };
    expect(displayName(team, 'zh-CN')).toBe('皇马');
    expect(displayName(team, 'pt-BR')).toBe('Real Madrid');
  });

  it('a match opens its detail page under its sport (spec §2 routes)', () => {
    expect(matchDetailPath({ id: 7, sport_id: 2 })).toBe('/score/detail/basketball/7');
    expect(matchDetailPath({ id: 7, sport_id: 1 })).toBe('/score/detail/football/7');
  });
});
