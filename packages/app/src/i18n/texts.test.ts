import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { defineTexts } from './texts';

const { text, parts } = defineTexts({
  checkedIn: { zh: '签到成功，金币 +{n}', pt: 'Check-in feito: +{n} moedas' },
  retry: { zh: '重试', pt: 'Tentar de novo' },
  invited: { zh: '{from} 邀请 {to} 入群', pt: '{from} convidou {to}' },
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

  it("splits a sentence around element values, so only the values (users' names) are marked as theirs", () => {
    const from = createElement('span', { 'data-ugc': true }, 'Bruno');
    const to = createElement('span', { 'data-ugc': true }, 'Ana');
    expect(parts('invited', 'zh-CN', { from, to })).toEqual([from, ' 邀请 ', to, ' 入群']);
    expect(parts('invited', 'pt-BR', { from, to })).toEqual([from, ' convidou ', to]);
  });
});
