import { describe, expect, it, vi } from 'vitest';
import './HappeningTab';

const requested = vi.hoisted(() => ({ charts: false }));
vi.mock('./charts', () => {
  requested.charts = true;
  return { MomentumChart: () => null, MatchTimeline: () => null };
});

describe('HappeningTab (issue #31 item 1)', () => {
  it("the charts come with the tab's module (preloaded with the page), not once the tab has its data", async () => {
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(requested.charts).toBe(true);
  });
});
