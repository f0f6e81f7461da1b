import { describe, expect, it } from 'vitest';
import { extraLine } from './MatchRow';
import type { ListedMatch } from './use-match-list';

const NOW = 1_800_000_000_000;
const base = {
  id: 1,
  sport_id: 1,
  status: 2,
  time: NOW / 1000 - 600,
  kickoff_time: NOW / 1000 - 600,
  period_remaining_time: 0,
  home_half_score: 1,
  away_half_score: 0,
  receivedAt: NOW,
} as ListedMatch;

describe('score row texts', () => {
  it("'live in 30 minutes': a waiting match starting within 1 to 30 minutes is marked (spec §4)", () => {
    const soon = { ...base, status: 1, time: NOW / 1000 + 10 * 60 } as ListedMatch;
    expect(extraLine(soon, NOW, 'zh-CN')).toBe('30分钟内开赛');
    expect(extraLine({ ...soon, time: NOW / 1000 + 40 * 60 }, NOW, 'zh-CN')).toBeUndefined();
    expect(extraLine(soon, NOW, 'pt-BR')).toBe('Começa em 30 min');
  });

  it('the half-time score shows from half-time on (football)', () => {
    expect(extraLine(base, NOW, 'zh-CN')).toBeUndefined();
    expect(extraLine({ ...base, status: 4 }, NOW, 'zh-CN')).toBe('半场 1-0');
    expect(extraLine({ ...base, sport_id: 2, status: 10 } as ListedMatch, NOW, 'zh-CN')).toBeUndefined();
  });
});
