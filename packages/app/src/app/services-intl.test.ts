import { afterEach, expect, it, vi } from 'vitest';
import type { BrandRuntimeConfig } from '@live/brand-schema';
import { memoryStorage } from '../stores';
import { BRAND } from '../stores/test-fixtures';
import { recordingEffects } from '../api/core/test-support';
import { createServices } from './services';

afterEach(() => vi.restoreAllMocks());

// Its own file: ui-kit keeps the formatters it makes, so an earlier test's formatter would hide one made here.
it('issue #31: composing the services makes no Intl formatter (the first one sets up ICU, ~50 ms of a phone boot)', () => {
  const dates = vi.spyOn(Intl, 'DateTimeFormat');
  const numbers = vi.spyOn(Intl, 'NumberFormat');
  for (const timeZone of [undefined, 'America/Sao_Paulo']) {
    const { services } = createServices({
      brand: { ...BRAND, timeZone } as BrandRuntimeConfig,
      storage: memoryStorage(),
      document: null,
      ui: recordingEffects('/c2c'),
    });
    services.root.dispose();
  }
  expect(dates).not.toHaveBeenCalled();
  expect(numbers).not.toHaveBeenCalled();
});
