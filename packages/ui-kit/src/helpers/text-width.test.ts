// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { charWidth, displayWidth, truncateByWidth } from './text-width.ts';

describe('text display width (spec §5)', () => {
  it('counts characters above code 127 as 2 and others as 1 (spec §5)', () => {
    expect(displayWidth('abc')).toBe(3);
    expect(displayWidth('中国')).toBe(4);
    expect(displayWidth('a中b')).toBe(4);
    expect(charWidth('\u007f')).toBe(1);
    expect(charWidth('\u0080')).toBe(2);
    expect(charWidth('é')).toBe(2);
  });

  it('counts the caret ^ as 2 (spec §5)', () => {
    expect(displayWidth('^')).toBe(2);
    expect(displayWidth('a^b')).toBe(4);
  });

  it('counts an emoji once, as one code point of width 2', () => {
    expect(displayWidth('⚽')).toBe(2);
    expect(displayWidth('😀')).toBe(2);
  });

  it('empty text has width 0', () => {
    expect(displayWidth('')).toBe(0);
  });
});

describe('truncate by display width (spec §5)', () => {
  it('cuts at the given width (spec §5)', () => {
    expect(truncateByWidth('abcdef', 4)).toBe('abcd');
    expect(truncateByWidth('中国足球', 5)).toBe('中国');
    expect(truncateByWidth('a中国', 4)).toBe('a中');
  });

  it('returns text that fits unchanged', () => {
    expect(truncateByWidth('曼联', 4)).toBe('曼联');
    expect(truncateByWidth('曼联', 4, '...')).toBe('曼联');
  });

  it('keeps the ellipsis inside the width when it cuts', () => {
    expect(truncateByWidth('曼彻斯特联', 7, '...')).toBe('曼彻...');
    expect(displayWidth(truncateByWidth('曼彻斯特联', 7, '...'))).toBeLessThanOrEqual(7);
  });

  it('never splits an emoji', () => {
    expect(truncateByWidth('😀😀', 3)).toBe('😀');
  });

  it('gives empty text for a width of zero, negative or not a number', () => {
    expect(truncateByWidth('abc', 0)).toBe('');
    expect(truncateByWidth('abc', -1)).toBe('');
    expect(truncateByWidth('abc', Number.NaN)).toBe('');
  });
});
