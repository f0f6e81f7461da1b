export { Highlight, type HighlightProps } from './Highlight.tsx';
export { escapeRegExp, type HighlightPart, splitHighlight } from '../helpers/highlight.ts';
