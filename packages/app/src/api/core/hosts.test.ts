import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonScriptUrl, fetchHostList, hostRotation, parseHostList } from './hosts';
import { json, type TestServer, startServer } from './test-support';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server.close();
});

describe('API host list (spec §4)', () => {
  it('host list: fetched from the static list, first line first (spec §4)', async () => {
    server.on('/hosts.json', json(['https://a.example/', 'https://b.example', '']));
    expect(await fetchHostList(`${server.origin}/hosts.json`)).toEqual(['https://a.example', 'https://b.example', '']);
  });

  it('host list: failures are ignored (404, bad JSON, unreachable, no list configured) (spec §4, §8)', async () => {
    server.on('/broken.json', (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{not json');
    });
    expect(await fetchHostList(`${server.origin}/missing.json`)).toEqual([]);
    expect(await fetchHostList(`${server.origin}/broken.json`)).toEqual([]);
    expect(await fetchHostList('http://127.0.0.1:1/hosts.json')).toEqual([]);
    expect(await fetchHostList('')).toEqual([]);
  });

  it('host list: {url} entries are read, unusable entries dropped', () => {
    expect(parseHostList([{ url: 'https://a.example' }, 'javascript:alert(1)', 42, 'https://a.example'])).toEqual([
      'https://a.example',
    ]);
    expect(parseHostList({ hosts: [] })).toEqual([]);
  });

  it('host rotation: selected host, else round-robin, else the fallback (spec §7)', () => {
    let hosts: string[] = ['h1', 'h2', 'h3'];
    let selected: string | null = null;
    const next = hostRotation({ hosts: () => hosts, selected: () => selected, fallback: 'fb' });
    expect([next(), next(), next(), next()]).toEqual(['h1', 'h2', 'h3', 'h1']);
    selected = 'h3';
    expect([next(), next()]).toEqual(['h3', 'h3']);
    selected = null;
    hosts = [];
    expect(next()).toBe('fb');
  });

  it('common script: /webapi/home/getCommonScript of the active host with t=<timestamp> (spec §4)', () => {
    expect(commonScriptUrl('https://a.example', 1700000000000)).toBe(
      'https://a.example/webapi/home/getCommonScript?t=1700000000000',
    );
    expect(commonScriptUrl('', 5)).toBe('/webapi/home/getCommonScript?t=5');
  });
});
