import type { TitledRoute } from '@live/brand-schema';
import { useBrand } from '../brand/BrandContext';
import { message, type MessageKey } from '../i18n/messages';
import { usePageMeta } from '../shell/usePageMeta';
import './brand-summary.css';

/** The foundation's page: which brand this is. The score and live features replace it. */
export function BrandSummary({ route, heading }: { route: TitledRoute; heading: MessageKey }) {
  const brand = useBrand();
  usePageMeta(brand, route);
  return (
    <section className="brand-summary" aria-labelledby="page-heading">
      <h2 id="page-heading">{message(heading, brand.language)}</h2>
      <dl>
        <dt>{message('language', brand.language)}</dt>
        <dd data-testid="brand-language">{brand.language}</dd>
        <dt>{message('themeColour', brand.language)}</dt>
        <dd>
          <span className="brand-summary__swatch" aria-hidden="true" />
          <span data-testid="brand-colour">{brand.primaryColour}</span>
        </dd>
      </dl>
    </section>
  );
}
