export { DateStrip, type DateStripProps } from './DateStrip.tsx';
