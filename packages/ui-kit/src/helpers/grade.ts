export type GradeClass = 'grade1' | 'grade2' | 'grade3' | 'grade4';

/**
 * The grade class of a user level (host-app spec §6): up to 9 grade1, 10-19 grade2, 20-29 grade3,
 * 31-39 grade4; level 30, levels above 39, negative and non-integer levels get no grade.
 */
export function gradeClass(level: number): GradeClass | null {
  if (!Number.isInteger(level) || level < 0) return null;
  if (level <= 9) return 'grade1';
  if (level <= 19) return 'grade2';
  if (level <= 29) return 'grade3';
  if (level >= 31 && level <= 39) return 'grade4';
  return null;
}
