// @vitest-environment jsdom
import type { Protocol } from '@live/api-contract';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Services } from '../../app/services';
import { ServicesProvider } from '../../app/services';
import { createRootStore } from '../../stores';
import { BRAND } from '../../stores/test-fixtures';
import PrivacyPage from './PrivacyPage';

let root: Root;
let container: HTMLElement;

const DOCUMENT: Protocol = {
  type: 1,
  version: '2026-11-27.2',
  title: '{brand}用户协议',
  effective: '版本 2026-11-27.2　自 2026年11月27日起生效',
  paragraphs: ['欢迎使用{brand}（{domain}）。<img src=x onerror="window.injected=1">'],
  sections: [
    { heading: '服务内容', paragraphs: ['本服务提供比分。'] },
    { heading: '账号注册与安全', paragraphs: [], items: ['账号：<b>本人</b>手机号'], notes: ['注意。'] },
  ],
};

/** The getProtocal answers, in order (an Error is a failed call), and the types asked. */
function fakeApi(answers: (Protocol | Error)[]) {
  const asked: number[] = [];
  const getProtocol = async (type: number) => {
    asked.push(type);
    const answer = answers.shift() ?? new Error('no answer left');
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { api: { config: { getProtocol } } as unknown as Services['api'], asked };
}

async function render(path: string, api: Services['api'], language: 'zh-CN' | 'pt-BR' = 'zh-CN') {
  const brand = {
    language,
    siteName: language === 'zh-CN' ? '盘球吧直播' : 'PQ8 Ao Vivo',
    shareDomain: 'https://www.pq8.example/',
    pages: { default: { title: 'Site', keywords: '' } },
  };
  const store = createRootStore({ brand: { ...BRAND, language }, storage: null, document: null });
  const services = { brand, root: store, api } as unknown as Services;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const page = createElement(
    Routes,
    null,
    createElement(Route, { path: '/privacy', element: createElement(PrivacyPage, { fromParam: false }) }),
    createElement(Route, { path: '/mobile/privacy/:type', element: createElement(PrivacyPage, { fromParam: true }) }),
  );
  await act(async () =>
    root.render(
      createElement(
        MemoryRouter,
        { initialEntries: [path] },
        createElement(ServicesProvider, { services, children: page }),
      ),
    ),
  );
}

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

const article = () => container.querySelector('article.legal');

describe('issue #27 legal pages show the platform’s document (one source)', () => {
  it('/mobile/privacy/1 asks getProtocal for type 1 and shows its sections with the brand’s name and address', async () => {
    const { api, asked } = fakeApi([DOCUMENT]);
    await render('/mobile/privacy/1', api);
    expect(asked).toEqual([1]);
    expect(container.querySelector('h2')?.textContent).toBe('盘球吧直播用户协议');
    expect(article()?.textContent).toContain('欢迎使用盘球吧直播（www.pq8.example）');
    expect(article()?.textContent).toContain('版本 2026-11-27.2');
    expect([...container.querySelectorAll('h3')].map((h) => h.textContent)).toEqual([
      '1. 服务内容',
      '2. 账号注册与安全',
    ]);
    expect(container.querySelector('li strong')?.textContent).toBe('账号：');
    expect(article()?.textContent).not.toMatch(/\{(brand|domain)\}/);
    expect([...container.querySelectorAll('.legal__links a')].map((a) => a.getAttribute('href'))).toEqual([
      '/mobile/service/feedback',
      '/mobile/about',
    ]);
  });

  it('the document’s text is never injected as HTML', async () => {
    await render('/mobile/privacy/1', fakeApi([DOCUMENT]).api);
    expect(container.querySelector('article img, article b')).toBeNull();
    expect(article()?.textContent).toContain('<img src=x onerror="window.injected=1">');
    expect(article()?.textContent).toContain('<b>本人</b>');
  });

  it('/privacy is the privacy policy (type 2), in pt-BR with the pt-BR brand name', async () => {
    const { api, asked } = fakeApi([{ ...DOCUMENT, type: 2, title: 'Política de Privacidade do {brand}' }]);
    await render('/privacy', api, 'pt-BR');
    expect(asked).toEqual([2]);
    expect(container.querySelector('h2')?.textContent).toBe('Política de Privacidade do PQ8 Ao Vivo');
    expect(container.querySelector('.legal__links')?.textContent).toBe('FeedbackSobre');
  });

  it('loading shows a busy skeleton; a failure shows retry, which asks again and then shows the document', async () => {
    let release: (protocol: Protocol) => void = () => {};
    const pending = new Promise<Protocol>((resolve) => {
      release = resolve;
    });
    const asked: number[] = [];
    const answers: (() => Promise<Protocol>)[] = [() => Promise.reject(new Error('offline')), () => pending];
    const getProtocol = (type: number) => {
      asked.push(type);
      return (answers.shift() ?? (() => Promise.reject(new Error('none'))))();
    };
    await render('/mobile/privacy/4', { config: { getProtocol } } as unknown as Services['api']);
    expect(container.textContent).toContain('加载失败');
    const retry = [...container.querySelectorAll('button')].find((b) => b.textContent === '重试');
    await act(async () => retry?.click());
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    await act(async () => release({ ...DOCUMENT, type: 4, title: '{brand}主播协议' }));
    expect(asked).toEqual([4, 4]);
    expect(container.querySelector('h2')?.textContent).toBe('盘球吧直播主播协议');
  });

  it('an unknown type says not found without asking; an empty answer says not found too', async () => {
    const unknown = fakeApi([]);
    await render('/mobile/privacy/9', unknown.api);
    expect(unknown.asked).toEqual([]);
    expect(container.textContent).toContain('没有这份协议');
    await act(async () => root.unmount());
    container.remove();
    await render('/mobile/privacy/3', fakeApi([{ ...DOCUMENT, type: 3, paragraphs: [], sections: [] }]).api, 'pt-BR');
    expect(container.textContent).toContain('Documento não encontrado');
  });
});
