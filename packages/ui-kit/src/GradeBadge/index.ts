export { GradeBadge, type GradeBadgeProps } from './GradeBadge.tsx';
export { type GradeClass, gradeClass } from '../helpers/grade.ts';
