import type { TitledRoute } from '@live/brand-schema';
import { useServices } from '../app/services';
import type { MessageKey } from '../i18n/messages';
import { useT } from '../i18n/useT';
import { usePageMeta } from '../shell/usePageMeta';
import './brand-summary.css';

/** The foundation's page: which brand this is. The score and live features replace it. */
export function BrandSummary({ route, heading }: { route: TitledRoute; heading: MessageKey }) {
  const { brand } = useServices();
  const t = useT();
  usePageMeta(brand, route);
  return (
    <>
      <header className="brand-header">
        <img className="brand-header__logo" src={brand.images.logo} alt="" />
        <h1 className="brand-header__name">{brand.siteName}</h1>
      </header>
      <section className="brand-summary" aria-labelledby="page-heading">
        <h2 id="page-heading">{t(heading)}</h2>
        <dl>
          <dt>{brand.language === 'pt-BR' ? 'Idioma' : '语言'}</dt>
          <dd data-testid="brand-language">{brand.language}</dd>
          <dt>{brand.language === 'pt-BR' ? 'Cor do tema' : '主题色'}</dt>
          <dd>
            <span className="brand-summary__swatch" aria-hidden="true" />
            <span data-testid="brand-colour">{brand.primaryColour}</span>
          </dd>
        </dl>
      </section>
    </>
  );
}
