import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { buildPath, paths, ROUTE_NAMES, ROUTES } from './paths';
import { decodePath } from './sandbox-link';

const group = (base: string, names: string[]) => names.map((name) => `${base}/${name}`);

/** host-app spec §2 and messaging spec §2, written out: shorthands (a|b, "/anchor/ variant") expanded. */
const SPEC_ROUTES = [
  '/',
  '/pp/talk',
  '/score',
  '/score/detail/:matchid',
  '/score/basketball/detail/:matchid',
  '/score/detail/football/:matchid',
  '/score/detail/basketball/:matchid',
  '/score/collected',
  '/score/search',
  ...[
    'headline',
    'search',
    'privacy',
    'login',
    'register',
    'forget-password',
    'anchor-list',
    'activities',
    'activity/:id',
    'vip-plans',
    'recharge',
    'trans-log',
    'newshop',
    'newshop/records',
  ].map((path) => `/${path}`),
  '/live',
  '/live/lives',
  '/live/videos',
  '/live-detail/:id',
  '/shortvideo/:id',
  '/rec-category/:id?',
  '/rec-collection/:id',
  '/rec-video/:id',
  ...group('/share', ['live/:id', 'video/:id', 'dynamic/:id', 'match/:sport/:id', 'shortvideo/:id', 'recordvideo/:id']),
  ...group(
    '/mobile',
    ['happening', 'analysis', 'lineup', 'index', 'rank'].map((tab) => `${tab}/:matchid`),
  ),
  ...group(
    '/mobile/basketball',
    ['happening', 'analysis', 'index', 'rank'].map((tab) => `${tab}/:matchid`),
  ),
  ...group('/mobile', ['service/feedback', 's/feedback', 'about', 'news', 'package-rules']),
  ...group('/mobile/fifa-team', ['honor/:teamid', 'stats/:teamid', 'lineup/:teamid']),
  ...group('/mobile', ['privacy/:type', 'recharge', 'activity/:id', 'c2c-feedback/:type/:gid?']),
  ...group('/mobile/model/detail', ['upset/:id', 'diversity/:id', 'poisson/:id', 'margin/:id']),
  '/database',
  '/database/league/:sname/:cid',
  '/database/team/:sname/:teamId',
  '/database/billboard/:type',
  '/fifa-team/:id',
  '/c2c',
  '/c2c-friends',
  '/c2c-chatroom/:id',
  '/c2c-user/:id',
  '/c2c-search',
  '/c2c-feedback/:type/:gid?',
  '/vip-user/:uid',
  '/chat-group/:id',
  '/chat-group/anchor/:id',
  '/chat-group-info/:gid',
  '/chat-group-info/anchor/:gid',
  '/chat-group-announcements/:gid',
  '/chat-group-announcements/anchor/:gid',
  '/chat-group-member/:uid/:gid',
  '/chat-group-member/anchor/:uid/:gid',
  '/user-center',
  '/user-center/anchor/:uid?',
  ...group('/user-center', [
    'setting',
    'info',
    'bind-phone',
    'message',
    'wallet',
    'withdraw',
    'edit-account',
    'live-record',
    'my-material',
    'apply/:type',
    'task',
    'my-address',
    'feedback',
    'attent-mgmt',
    'my-log',
    'balance',
    'benefits',
  ]),
  '/data',
  ...group('/data/model', ['upset', 'diversity', 'poisson', 'margin']),
  '/data/model/detail/:type/:id',
  '/data/model/subscribe/:id',
  '/data/model/subscription-records',
];

const patterns = ROUTE_NAMES.map((name) => ROUTES[name].path);

/** Sample values for every param name, with characters that need encoding. */
const SAMPLE: Record<string, string> = {
  matchid: '4021',
  id: '7',
  sport: 'football',
  type: 'upset',
  teamid: '88',
  gid: '@TGS#2a b',
  sname: '英超',
  cid: '36',
  teamId: '19',
  uid: 'u/1',
};

function sampleParams(pattern: string): Record<string, string> {
  const names = [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
  return Object.fromEntries(names.map((name) => [name, SAMPLE[name] ?? `value-${name}`]));
}

describe('route registry (spec §2)', () => {
  it('lists every spec route exactly once and nothing else', () => {
    expect(SPEC_ROUTES).toHaveLength(109);
    expect([...patterns].sort()).toEqual([...SPEC_ROUTES].sort());
  });

  it('has unique patterns', () => {
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it.each(ROUTE_NAMES)('builds %s so that react-router matches it back to the same params', (name) => {
    const pattern = ROUTES[name].path;
    const params = sampleParams(pattern);
    const built = buildPath(pattern, params);
    expect(matchPath({ path: pattern, end: true }, decodePath(built))?.params ?? null).toEqual(params);
  });

  it('leaves out a missing optional param and keeps the address matching', () => {
    expect(paths.recCategory()).toBe('/rec-category');
    expect(matchPath('/rec-category/:id?', paths.recCategory())).not.toBeNull();
    expect(paths.c2cFeedback({ type: 2 })).toBe('/c2c-feedback/2');
    expect(paths.c2cFeedback({ type: 2, gid: 9 })).toBe('/c2c-feedback/2/9');
  });

  it('appends the query, leaving out empty values', () => {
    expect(paths.scoreSearch(undefined, { sport: 2, q: '' })).toBe('/score/search?sport=2');
    expect(paths.liveLives({}, { category: 'a&b' })).toBe('/live/lives?category=a%26b');
  });

  it('refuses to build an address with a required param missing, naming it', () => {
    expect(() => buildPath('/live-detail/:id', {})).toThrow(':id');
    expect(() => buildPath('/live-detail/:id', { id: '' })).toThrow(':id');
  });

  it('types the builders from their patterns', () => {
    // @ts-expect-error matchid is required
    expect(() => paths.scoreDetail({})).toThrow();
    // @ts-expect-error a route with params needs them
    expect(() => paths.liveDetail()).toThrow();
    expect(paths.score()).toBe('/score');
    expect(paths.shareMatch({ sport: 'basketball', id: 3 })).toBe('/share/match/basketball/3');
  });
});
