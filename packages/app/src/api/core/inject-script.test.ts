// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { injectCommonScript } from './hosts';
import { readPageParams, resolveSpSource } from './page-params';

describe('common script injection (spec §4)', () => {
  it('common script: one async <script> of the active host is appended to <head> (spec §4)', () => {
    const script = injectCommonScript(document, 'https://api.example', 1234);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    expect(script.src).toBe('https://api.example/webapi/home/getCommonScript?t=1234');
    expect(script.async).toBe(true);
  });
});

describe('page parameters (spec §7)', () => {
  it("sp_source: the page URL's value wins over the brand default (xzb 5) (spec §7)", () => {
    expect(resolveSpSource(readPageParams('?sp_source=9'), 5)).toBe(9);
    expect(resolveSpSource(readPageParams(''), 5)).toBe(5);
    expect(resolveSpSource(readPageParams('?sp_source=abc'), null)).toBeNull();
  });

  it('channel_code: read from the page URL (spec §7)', () => {
    expect(readPageParams('?channel_code=qt01').channelCode).toBe('qt01');
    expect(readPageParams('?channel_code=').channelCode).toBeNull();
  });
});
