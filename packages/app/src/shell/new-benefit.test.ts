import { describe, expect, it } from 'vitest';
import { benefitToShow, markBenefitSeen } from './new-benefit';

function memory() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

const AD = { id: 7, image: '/ad.png', link: 'https://example.com', duration: 0 };

describe('new-benefit modal (spec §2, §6)', () => {
  it('shows the first pop-up ad once a day', () => {
    const storage = memory();
    const monday = new Date(2026, 10, 23, 9);
    expect(benefitToShow([AD], null, storage, monday)).toEqual(AD);
    markBenefitSeen(storage, AD.id, monday);
    expect(benefitToShow([AD], null, storage, new Date(2026, 10, 23, 22))).toBeNull();
    expect(benefitToShow([AD], null, storage, new Date(2026, 10, 24, 8))).toEqual(AD);
  });

  it('a new ad shows even when another was seen today', () => {
    const storage = memory();
    const now = new Date(2026, 10, 23, 9);
    markBenefitSeen(storage, 6, now);
    expect(benefitToShow([AD], null, storage, now)).toEqual(AD);
  });

  it('is_no_popad suppresses pop-up ads, and no ad shows nothing', () => {
    const now = new Date();
    expect(benefitToShow([AD], { is_no_popad: 1 }, memory(), now)).toBeNull();
    expect(benefitToShow([], null, memory(), now)).toBeNull();
    expect(benefitToShow(undefined, null, memory(), now)).toBeNull();
  });
});
