import { describe, expect, it } from 'vitest';
import { type EarlyCall, earlyCallTaker, matchesEarlyCall } from './early-call';

const ANSWER = Promise.resolve({
  status: 200,
  text: '{"status":0,"msg":"","data":1}',
  contentType: 'application/json',
});

function call(fields: Partial<EarlyCall> = {}): EarlyCall {
  return {
    method: 'POST',
    url: '/api/race/getDateMatch?lang=pt-br',
    body: '{"platform":3,"sport_id":1,"date":"2026-11-24"}',
    answer: ANSWER,
    ...fields,
  };
}

describe('adopting the early first call (issue #14)', () => {
  it('matches on method, path with query, and the same JSON body whatever its key order', () => {
    const early = call();
    expect(
      matchesEarlyCall(early, { ...early, method: 'post', body: '{"date":"2026-11-24","sport_id":1,"platform":3}' }),
    ).toBe(true);
    expect(matchesEarlyCall(early, { ...early, method: 'GET' })).toBe(false);
    expect(matchesEarlyCall(early, { ...early, url: '/api/race/getDateMatch' })).toBe(false);
    expect(matchesEarlyCall(early, { ...early, body: '{"platform":3,"sport_id":2,"date":"2026-11-24"}' })).toBe(false);
    expect(
      matchesEarlyCall(early, { ...early, body: '{"platform":3,"sport_id":1,"date":"2026-11-24","token":"t"}' }),
    ).toBe(false);
    expect(matchesEarlyCall(early, { ...early, body: '' })).toBe(false);
  });

  it('matches a GET on its query parameters whatever their order', () => {
    const early = call({ method: 'GET', url: '/api/home/getHomeScroll?sp_source=5&platform=3&lang=pt-br', body: '' });
    const request = { method: 'get', url: '/api/home/getHomeScroll?platform=3&sp_source=5&lang=pt-br', body: '' };
    expect(matchesEarlyCall(early, request)).toBe(true);
    expect(
      matchesEarlyCall(early, { ...request, url: '/api/home/getHomeScroll?platform=3&sp_source=6&lang=pt-br' }),
    ).toBe(false);
    expect(matchesEarlyCall(early, { ...request, url: '/api/home/getHomeScroll?platform=3&sp_source=5' })).toBe(false);
  });

  it('hands the answer over once: the same request again goes to the network', () => {
    const take = earlyCallTaker([call()]);
    expect(take(call())).toBe(ANSWER);
    expect(take(call())).toBeNull();
  });

  it('hands each of several early calls to the first request to its own path', () => {
    const banners = call({ method: 'GET', url: '/api/home/getHomeScroll?platform=3', body: '' });
    const take = earlyCallTaker([call(), banners]);
    expect(take({ method: 'get', url: '/api/home/getHomeScroll?platform=3', body: '' })).toBe(banners.answer);
    expect(take({ ...call(), url: '/api/race/getRaceTag?lang=pt-br' })).toBeNull();
    expect(take(call())).toBe(ANSWER);
    expect(take({ method: 'get', url: '/api/home/getHomeScroll?platform=3', body: '' })).toBeNull();
  });

  it("is dropped by the client's first request to its path when that one asks for something else", () => {
    const take = earlyCallTaker([call()]);
    expect(take({ ...call(), url: '/api/race/getRaceTag?lang=pt-br' })).toBeNull();
    expect(take(call({ body: '{"platform":3,"sport_id":2,"date":"2026-11-24"}' }))).toBeNull();
    // Coming back to the first list later must not show the answer of the page's arrival.
    expect(take(call())).toBeNull();
  });

  it('without an early call every request goes to the network', () => {
    expect(earlyCallTaker(undefined)(call())).toBeNull();
    expect(earlyCallTaker([])(call())).toBeNull();
  });
});
