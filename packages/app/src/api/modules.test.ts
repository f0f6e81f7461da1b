import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from './core/client';
import { hostRotation } from './core/hosts';
import { uploadImage } from './core/upload-image';
import { createApi } from './index';
import { fixedSession, ok, recordingEffects, type TestServer, startServer } from './core/test-support';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.seen.length = 0;
});

function api(effects = recordingEffects()) {
  const client = createApiClient({
    session: fixedSession(),
    effects,
    nextHost: hostRotation({ hosts: () => [], selected: () => null, fallback: server.origin }),
  });
  return createApi(client);
}

const last = () => server.seen.at(-1);

describe('API modules (spec §7)', () => {
  it('home and live: banners and categories are GET, home data and recommended anchors POST (spec §7)', async () => {
    server.on('/api/home/getHomeScroll', ok({ list: [] }));
    server.on('/webapi/live/getCategory', ok({ list: [] }));
    server.on('/api/anchor/getRecAnchors', ok({ list: [] }));
    const { home, live } = api();
    await home.getHomeScroll();
    expect(last()?.method).toBe('GET');
    await live.getCategory();
    expect(last()?.method).toBe('GET');
    await home.getRecAnchors({ sport_id: 2 });
    expect(last()).toMatchObject({ method: 'POST', body: { sport_id: 2 } });
  });

  it('config: getCommonConfig is a GET without the loading toast (spec §7)', async () => {
    server.on('/api/config/getCommonConfig', ok({ config: {} }));
    const effects = recordingEffects();
    await api(effects).config.getCommonConfig();
    expect(last()?.method).toBe('GET');
    expect(effects.log).toEqual([]);
  });

  it('config: the protocol type goes in the query, getProtocal?type=n (spec §7)', async () => {
    server.on('/webapi/protocal/getProtocal', ok({ type: 3, title: '', paragraphs: [] }));
    await api().config.getProtocol(3);
    expect(last()?.query).toMatchObject({ type: '3' });
  });

  it('race: per-sport paths use the sport name (spec §7)', async () => {
    server.on('/api/basketball/attentMatch', ok({ matchid: 9, attented: 1 }));
    server.on('/webapi/football/getLineupData', ok({}));
    const { race } = api();
    await race.attentMatch('basketball', { matchid: 9, type: 1 });
    expect(last()).toMatchObject({ path: '/api/basketball/attentMatch', body: { matchid: 9, type: 1 } });
    await race.getLineupData('football', { matchid: 9 });
    expect(last()?.path).toBe('/webapi/football/getLineupData');
  });

  it("search: 'multiple' sends only the keyword, the other types keyword, page and size (spec §7)", async () => {
    server.on('/webapi/search/multiple', ok({}));
    server.on('/webapi/search/anchor', ok({ list: [], total: 0, page: 1, size: 20 }));
    const { search } = api();
    await search.multiple('梅西');
    expect(last()?.body).toEqual({ token: 'tok-1', uid: 42, sp_source: 5, platform: 3, keyword: '梅西' });
    await search.anchor({ keyword: 'a', page: 2, size: 20 });
    expect(last()?.body).toMatchObject({ keyword: 'a', page: 2, size: 20 });
  });

  it('user: the captcha is an image address with ?code, carrying no token (spec §7)', () => {
    const url = new URL(api().user.captchaImageUrl('k1'));
    expect(url.origin + url.pathname).toBe(`${server.origin}/api/user/smsCaptcha`);
    expect(url.searchParams.get('code')).toBe('k1');
    expect(url.searchParams.has('token')).toBe(false);
  });

  it('live and database: bodies reach their paths (spec §7)', async () => {
    server.on('/api/live/addOperateFriend', ok({}));
    server.on('/api/SportDatabase/getBaseDictionary', ok({}));
    const { live, database } = api();
    await live.addOperateFriend({ operate_uid: 3, liveid: 8 });
    expect(last()?.body).toMatchObject({ operate_uid: 3, liveid: 8 });
    await database.getBaseDictionary();
    expect(last()?.method).toBe('GET');
  });
});

describe('image upload (spec §5, §7)', () => {
  const uploadWith = (
    { client, upload }: ReturnType<typeof api>,
    file: Blob,
    options: Parameters<typeof uploadImage>[3],
  ) => uploadImage(client, upload, file, options);
  const COS_KEYS = { tmpSecretId: 'id', tmpSecretKey: 'key', sessionToken: 't', startTime: 1, expiredTime: 2 };
  /** COS answering 403 (sandbox test/cos-upload.test.ts puts through the real SDK). */
  const refusedByCos = async () => {
    throw new Error('SignatureDoesNotMatch');
  };

  it('upload: temporary keys, then a PUT of the file to put_url; resolves with the served url (spec §7)', async () => {
    server.on(
      '/api/config/getTempKeysForMinio',
      ok({ key: 'a/1.png', put_url: '/uploads/a/1.png', url: '/u/a/1.png' }),
    );
    server.on('/uploads/a/1.png', (_request, response) => {
      response.writeHead(200);
      response.end();
    });
    const file = new Blob(['png-bytes'], { type: 'image/png' });
    const url = await uploadWith(api(), file, { storage: 'self', key: 'a/1.png' });
    expect(url).toBe('/u/a/1.png');
    const put = server.seen.at(-1);
    expect(put).toMatchObject({ method: 'PUT', path: '/uploads/a/1.png', raw: 'png-bytes' });
    expect(put?.headers['content-type']).toBe('image/png');
    expect(server.seen.at(-2)?.body).toMatchObject({ key: 'a/1.png', ext: 'png', uid: 42 });
  });

  it('upload: a file that is not an image is refused with 请选择图片文件 (spec §5)', async () => {
    const effects = recordingEffects();
    const file = new Blob(['%PDF'], { type: 'application/pdf' });
    await expect(uploadWith(api(effects), file, { storage: { cos: refusedByCos } })).rejects.toMatchObject({
      message: '请选择图片文件',
    });
    expect(effects.log).toEqual(['toast:请选择图片文件']);
    expect(server.seen).toHaveLength(0);
  });

  it('upload: a failed PUT shows 上传失败 (spec §5)', async () => {
    server.on('/webapi/config/getTempKeysForCos', ok(COS_KEYS));
    const effects = recordingEffects();
    const file = new Blob(['x'], { type: 'image/jpeg' });
    await expect(uploadWith(api(effects), file, { storage: { cos: refusedByCos } })).rejects.toBeTruthy();
    expect(effects.log).toEqual(['toast:上传失败']);
  });

  it('upload: the pt-BR page gets the same two messages in Portuguese', async () => {
    const effects = recordingEffects();
    const file = new Blob(['%PDF'], { type: 'application/pdf' });
    await expect(
      uploadWith(api(effects), file, { storage: { cos: refusedByCos }, language: 'pt-BR' }),
    ).rejects.toMatchObject({
      message: 'Escolha um arquivo de imagem',
    });
    server.on('/webapi/config/getTempKeysForCos', ok(COS_KEYS));
    const image = new Blob(['x'], { type: 'image/jpeg' });
    await expect(
      uploadWith(api(effects), image, { storage: { cos: refusedByCos }, language: 'pt-BR' }),
    ).rejects.toBeTruthy();
    expect(effects.log).toEqual(['toast:Escolha um arquivo de imagem', 'toast:Falha no envio']);
  });
});
