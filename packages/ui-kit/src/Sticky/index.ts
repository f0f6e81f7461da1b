export { Sticky, type StickyProps } from './Sticky.tsx';
