// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { type Services, ServicesProvider } from '../../app/services';
import { createRootStore } from '../../stores';
import { BRAND } from '../../stores/test-fixtures';
import { HappeningTab } from './HappeningTab';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const transitions = vi.hoisted(() => ({ count: 0 }));
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof import('react')>();
  const startTransition: typeof react.startTransition = (scope) => {
    transitions.count += 1;
    return react.startTransition(scope);
  };
  return { ...react, default: { ...react, startTransition }, startTransition };
});

describe('the status tab (issue #31 item 1)', () => {
  it('sets its answer in a transition, which React renders in short tasks, and shows it', async () => {
    const race = {
      getTliveData: async () => ({
        matchid: 7,
        list: [{ id: 1, clock: "12'", text: '角球，主队', position: 1, kind: 'corner' }],
        last_id: 1,
      }),
      getIncidentsData: async () => ({ matchid: 7, list: [] }),
      getMatchData: async () => null,
    };
    const store = createRootStore({ brand: BRAND, storage: null, document: null });
    const services = { brand: { language: 'zh-CN' }, root: store, api: { race } } as unknown as Services;
    const container = document.createElement('div');
    const root = createRoot(container);
    transitions.count = 0;
    await act(async () =>
      root.render(
        createElement(ServicesProvider, {
          services,
          children: createElement(HappeningTab, { sport: 'football', matchId: 7 }),
        }),
      ),
    );
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(transitions.count).toBe(1);
    expect(container.textContent).toContain('角球');
    await act(async () => root.unmount());
  });
});
