import { describe, expect, it } from 'vitest';
import { defineTexts } from './texts';

const { text } = defineTexts({
  checkedIn: { zh: '签到成功，金币 +{n}', pt: 'Check-in feito: +{n} moedas' },
  retry: { zh: '重试', pt: 'Tentar de novo' },
});

describe('feature texts (zh-CN and pt-BR)', () => {
  it('shows the Chinese text on zh-CN sites and the Portuguese one on pt-BR sites', () => {
    expect(text('retry', 'zh-CN')).toBe('重试');
    expect(text('retry', 'pt-BR')).toBe('Tentar de novo');
  });

  it('fills {name} with its value, and with nothing when the value is missing', () => {
    expect(text('checkedIn', 'zh-CN', { n: 5 })).toBe('签到成功，金币 +5');
    expect(text('checkedIn', 'pt-BR')).toBe('Check-in feito: + moedas');
  });
});
