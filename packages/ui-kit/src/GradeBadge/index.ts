export { GradeBadge, type GradeBadgeProps } from './GradeBadge.tsx';
