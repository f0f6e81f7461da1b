// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { gradeClass } from './grade.ts';

describe('level grade class (spec §6)', () => {
  it('levels up to 9 are grade1 (spec §6)', () => {
    expect(gradeClass(0)).toBe('grade1');
    expect(gradeClass(1)).toBe('grade1');
    expect(gradeClass(9)).toBe('grade1');
  });

  it('levels 10-19 are grade2 (spec §6)', () => {
    expect(gradeClass(10)).toBe('grade2');
    expect(gradeClass(19)).toBe('grade2');
  });

  it('levels 20-29 are grade3 (spec §6)', () => {
    expect(gradeClass(20)).toBe('grade3');
    expect(gradeClass(29)).toBe('grade3');
  });

  it('levels 31-39 are grade4 (spec §6)', () => {
    expect(gradeClass(31)).toBe('grade4');
    expect(gradeClass(39)).toBe('grade4');
  });

  it('level 30 and levels above 39 have no grade (spec §6)', () => {
    expect(gradeClass(30)).toBeNull();
    expect(gradeClass(40)).toBeNull();
    expect(gradeClass(99)).toBeNull();
  });

  it('negative, fractional and non-numbers have no grade', () => {
    expect(gradeClass(-1)).toBeNull();
    expect(gradeClass(9.5)).toBeNull();
    expect(gradeClass(Number.NaN)).toBeNull();
  });
});
