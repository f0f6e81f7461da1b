import { Cell, List } from '@live/ui-kit';
import { useServices } from '../../app/services';
import { PageBar } from '../../components/page-bar/PageBar';
import { useLoad } from '../../hooks/use-load';
import { rowLink } from '../../routes/links';
import { paths } from '../../routes/paths';
import { usePageMeta } from '../../shell/usePageMeta';
import { aboutWithSite, siteOf } from './legal/document';
import { LoadState } from '../../components/data-views/LoadState';
import { useAboutT } from './messages';
import { IN_PAGE } from '../../domain/request-presets';
import './about.css';

/** /mobile/about: the site, its version, what it offers, how to reach it, and its terms. */
export default function AboutPage() {
  const { api, brand } = useServices();
  const t = useAboutT();
  usePageMeta(brand, 'default', t('about'));
  const loaded = useLoad((signal) => api.config.getAbout(IN_PAGE, { signal }), 'about');
  return (
    <div className="about-page">
      <PageBar title={t('about')} fallback={paths.userSetting()} />
      <LoadState state={loaded}>
        {(loadedAbout) => {
          const about = aboutWithSite(loadedAbout, siteOf(brand));
          return (
            <>
              <header className="about-head">
                <img className="about-head__logo" src={brand.images.logo} alt="" height={56} />
                <h2 className="about-head__name">{brand.siteName}</h2>
                <p className="about-head__version">{t('version', { v: about.version })}</p>
              </header>
              <article className="about-text">
                {about.paragraphs.map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </article>
              <List header={t('contact')}>
                {about.contacts.map((contact) => (
                  <Cell key={contact.label} title={contact.label} value={contact.value} />
                ))}
              </List>
              <List>
                <Cell title={t('terms')} arrow link={rowLink(paths.mobilePrivacy({ type: 1 }))} />
                <Cell title={t('privacy')} arrow link={rowLink(paths.privacy())} />
              </List>
            </>
          );
        }}
      </LoadState>
    </div>
  );
}
