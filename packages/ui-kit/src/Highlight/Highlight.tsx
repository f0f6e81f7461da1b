import { splitHighlight } from '../helpers/highlight.ts';
import { cx } from '../theme/rem.ts';
import '../theme/tokens.css';
import './Highlight.css';

export interface HighlightProps {
  text: string;
  keyword: string;
  className?: string;
}

/**
 * Text with every occurrence of the keyword marked (spec §5: case-insensitive, regex characters escaped).
 * Built from React text nodes, so untrusted text is never parsed as HTML.
 */
export function Highlight({ text, keyword, className }: HighlightProps) {
  return (
    <span className={cx('uk-highlight', className)}>
      {splitHighlight(text, keyword).map((part, index) =>
        part.match ? (
          <mark key={index} className="uk-highlight__mark">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </span>
  );
}
