import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import lighthouseConfig from 'lighthouse/core/config/default-config.js';

/** Page errors and console errors since the last `take()`, each named. */
export function watchErrors(page: Page) {
  let errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console error: ${message.text()}`);
  });
  return {
    take(): string[] {
      const taken = errors;
      errors = [];
      return taken;
    },
  };
}

/**
 * Layout defects of the page on screen: a page wider than the viewport, and buttons, chips and tabs whose text
 * wraps (one text run drawn on more than one line, as 热 / 门 was).
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      problems.push(`horizontal overflow: ${root.scrollWidth} px wide in a ${root.clientWidth} px viewport`);
    }
    const controls = document.querySelectorAll('button, [role="button"], [role="tab"], .uk-button');
    for (const control of controls) {
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) {
          problems.push(
            `text wraps onto ${lines.size} lines in <${control.tagName.toLowerCase()}>: "${node.textContent.trim()}"`,
          );
        }
      }
    }
    return problems;
  });
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Loads axe into every document the page opens, once: the crawl moves in-app, so one injection serves all its
 * routes (injecting axe for each check, as @axe-core/playwright does, doubled the crawl's axe time).
 */
export async function prepareAxe(page: Page): Promise<void> {
  await page.addInitScript({ content: AXE_SOURCE });
}

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; any: { data?: { fgColor?: string; bgColor?: string; contrastRatio?: number } }[] }[];
}

/** A node as a selector, and for colour contrast its colours and ratio, so a failure says what to change. */
function describeNode(node: AxeViolation['nodes'][number]): string {
  const where = node.target.join(' ');
  const data = node.any.find((check) => check.data?.contrastRatio)?.data;
  return data ? `${where} ${data.fgColor} on ${data.bgColor} ${data.contrastRatio}:1` : where;
}

/** The first three nodes; for colour contrast the first node of each of up to six colour pairs. */
function describeNodes(violation: AxeViolation): string {
  const colours = (node: AxeViolation['nodes'][number]) => {
    const data = node.any.find((check) => check.data?.contrastRatio)?.data;
    return data ? `${data.fgColor} ${data.bgColor}` : node.target.join(' ');
  };
  const first = new Map<string, AxeViolation['nodes'][number]>();
  for (const node of violation.nodes) if (!first.has(colours(node))) first.set(colours(node), node);
  const shown = violation.id === 'color-contrast' ? [...first.values()].slice(0, 6) : violation.nodes.slice(0, 3);
  return shown.map(describeNode).join(', ');
}

/**
 * The axe rules Lighthouse's accessibility category scores: its weighted audits, each the axe rule of the same id
 * (the unweighted ones are manual checks or informative; axe rejects a run naming a rule it does not know, so the
 * list cannot drift from axe unnoticed). One finding of any of them, whatever axe calls its impact
 * (landmark-one-main and heading-order are moderate), takes a page below accessibility 100 (issue #31).
 */
export const LIGHTHOUSE_RULES: readonly string[] = (lighthouseConfig.categories?.accessibility?.auditRefs ?? [])
  .filter((audit) => audit.weight > 0)
  .map((audit) => audit.id);

/**
 * axe's findings on the page on screen that cost it: every finding of a rule Lighthouse scores, and a serious or
 * critical one of any other rule (only violations are gathered: passes cost most of its time on long lists).
 * `rules` narrows the run to those rule ids (the crawl runs every rule once per language, and Lighthouse's or
 * only colour contrast on the other brands and logged in).
 */
export async function axeProblems(page: Page, rules?: readonly string[]): Promise<string[]> {
  const violations = await page.evaluate(
    async ({ only, scored }) => {
      // The page at rest: a dialog fading in or a button's opacity transition reads as faint text mid-way.
      const finite = document.getAnimations().filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime));
      const settled = Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
      await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 4000))]);
      const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe;
      const results = (await axe.run(document, {
        resultTypes: ['violations'],
        // Every rule, those Lighthouse scores that axe leaves off by default (target-size) on as Lighthouse has them.
        ...(only
          ? { runOnly: { type: 'rule', values: only } }
          : { rules: Object.fromEntries(scored.map((id) => [id, { enabled: true }])) }),
      })) as { violations: AxeViolation[] };
      return results.violations;
    },
    { only: rules, scored: LIGHTHOUSE_RULES },
  );
  return violations
    .filter(
      (violation) =>
        LIGHTHOUSE_RULES.includes(violation.id) || violation.impact === 'serious' || violation.impact === 'critical',
    )
    .map((violation) => `axe ${violation.impact} ${violation.id}: ${violation.help} (${describeNodes(violation)})`);
}

/** The attribute that marks what users wrote (messages, nicknames they typed): the one place CJK may stay. */
export const UGC_ATTRIBUTE = 'data-ugc';

/** Han, kana, Hangul and their punctuation and full-width forms (，。：、！？「」 ...). */
export const CJK_PATTERN =
  '[\\u2e80-\\u2fdf\\u3000-\\u303f\\u3040-\\u30ff\\u3100-\\u31ff\\u3200-\\u9fff\\uac00-\\ud7af\\uf900-\\ufaff\\ufe30-\\ufe4f\\uff00-\\uffef]';

/**
 * Chinese (or any CJK) text on a page of a language that is not Chinese (issue #30): rendered text, the title,
 * placeholders, aria-labels, titles and alt texts, each named with where it is. Text inside an element marked
 * `data-ugc` (or under one) is what users wrote and stays as they typed it.
 */
export async function cjkProblems(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ pattern, ugc }) => {
      const cjk = new RegExp(pattern, 'u');
      const problems: string[] = [];
      const where = (element: Element) => {
        const path: string[] = [];
        for (
          let node: Element | null = element;
          node && node !== document.body && path.length < 3;
          node = node.parentElement
        ) {
          const name = node.tagName.toLowerCase();
          const cls = node.classList[0];
          path.unshift(cls ? `${name}.${cls}` : name);
        }
        return path.join(' > ');
      };
      const short = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);
      const userText = (element: Element) => element.closest(`[${ugc}]`) !== null;
      // A title may repeat users' text the page shows (a group's name): that part is theirs.
      let title = document.title;
      for (const element of document.querySelectorAll(`[${ugc}]`)) {
        const text = element.textContent?.trim();
        if (text) title = title.replaceAll(text, '');
      }
      if (cjk.test(title)) problems.push(`Chinese in the page title: "${short(document.title)}"`);
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        const parent = node.parentElement;
        if (!text || !parent || !cjk.test(text) || userText(parent)) continue;
        if (parent.closest('script, style, template, noscript')) continue;
        // Rendered text only (a closed menu's or hidden panel's text is not on the page).
        if (parent.getClientRects().length === 0) continue;
        problems.push(`Chinese text "${short(text)}" in ${where(parent)}`);
      }
      for (const attribute of ['placeholder', 'aria-label', 'title', 'alt']) {
        for (const element of document.body.querySelectorAll(`[${attribute}]`)) {
          const value = element.getAttribute(attribute) ?? '';
          if (cjk.test(value) && !userText(element))
            problems.push(`Chinese ${attribute} "${short(value)}" on ${where(element)}`);
        }
      }
      return problems;
    },
    { pattern: CJK_PATTERN, ugc: UGC_ATTRIBUTE },
  );
}
