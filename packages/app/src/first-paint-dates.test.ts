// @vitest-environment jsdom
import { addDays, calendarDayOf, dayShortDate, dayWeekday, messagesFor } from '@live/ui-kit';
import { describe, expect, it } from 'vitest';
import { BRAND } from './stores/test-fixtures';
import { dateStripLabels, dateStripScript, relabelDateStrip } from './first-paint';

/** A stamped strip as the build renders it: 7 days back to the build day (active), then 6 ahead. */
function stampedStrip(): HTMLElement {
  const root = document.createElement('div');
  for (let i = 0; i < 13; i++) {
    const day = document.createElement('button');
    day.className = i === 6 ? 'uk-date-strip__day uk-date-strip__day--active' : 'uk-date-strip__day';
    day.append(document.createElement('span'), document.createElement('span'));
    day.children[0]!.textContent = 'build';
    day.children[1]!.textContent = 'day';
    root.append(day);
  }
  return root;
}

const labelsOf = (root: HTMLElement) =>
  [...root.querySelectorAll('.uk-date-strip__day')].map(
    (day) => `${day.children[0]?.textContent} ${day.children[1]?.textContent}`,
  );

/** The strip DateStrip renders for `today`: 7 days back, 6 ahead. */
function appStrip(today: string, lang: 'zh-CN' | 'pt-BR'): string[] {
  return Array.from({ length: 13 }, (_, i) => {
    const day = addDays(today, i - 6);
    return `${i === 6 ? messagesFor(lang).today : dayWeekday(day, lang)} ${dayShortDate(day, lang)}`;
  });
}

// 01:00Z on the 23rd: 22:00 on the 22nd in São Paulo, 09:00 on the 23rd in Shanghai.
const NOW = new Date('2026-11-23T01:00:00Z');

describe("the stamped date strip shows the user's days (issue #30 item 1)", () => {
  it.each([
    ['America/Sao_Paulo', 'pt-BR', '2026-11-22'],
    ['Asia/Shanghai', 'zh-CN', '2026-11-23'],
  ] as const)('issue #30 a brand pinned to %s (%s): today is that zone’s %s', (timeZone, language, today) => {
    const strip = stampedStrip();
    relabelDateStrip(strip, dateStripLabels({ ...BRAND, language, timeZone } as never), NOW);
    expect(calendarDayOf(NOW, timeZone)).toBe(today);
    expect(labelsOf(strip)).toEqual(appStrip(today, language));
  });

  it("issue #30 without a pinned zone, the device's today, run from the script's source as index.html runs it", () => {
    const strip = stampedStrip();
    const script = dateStripScript({ ...BRAND, language: 'pt-BR' } as never);
    const relabel = new Function(`return ${script}`)() as (content: ParentNode) => void;
    relabel(strip);
    expect(labelsOf(strip)).toEqual(appStrip(calendarDayOf(Date.now()), 'pt-BR'));
  });

  it('leaves a strip with no active day as it is', () => {
    const strip = stampedStrip();
    strip.children[6]!.className = 'uk-date-strip__day';
    relabelDateStrip(strip, dateStripLabels(BRAND as never), NOW);
    expect(new Set(labelsOf(strip))).toEqual(new Set(['build day']));
  });
});
