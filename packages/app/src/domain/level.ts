/** Level badge grade classes (spec §6): 30 and above 39 have none. */
export function levelGradeClass(level: number): string {
  if (!Number.isFinite(level) || level < 0) return '';
  if (level <= 9) return 'grade1';
  if (level <= 19) return 'grade2';
  if (level <= 29) return 'grade3';
  if (level >= 31 && level <= 39) return 'grade4';
  return '';
}
