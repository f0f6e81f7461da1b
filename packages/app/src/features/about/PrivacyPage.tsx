import { Empty } from '@live/ui-kit';
import { useParams } from 'react-router-dom';
import { useServices } from '../../app/services';
import { PageBar } from '../../components/page-bar/PageBar';
import { useLoad } from '../../hooks/use-load';
import { paths } from '../../routes/paths';
import { usePageMeta } from '../../shell/usePageMeta';
import { type LegalKind, loadLegalDocument, protocolDocument, siteOf } from './legal/document';
import { LegalArticle } from './legal/LegalArticle';
import { Loaded } from './Loaded';
import { type AboutTextKey, useAboutT } from './messages';
import './about.css';

/** The recharge terms, the platform's text (/webapi/protocal/getProtocal?type=3). */
const RECHARGE = 3;

const TITLES: Record<LegalKind, AboutTextKey> = { terms: 'terms', privacy: 'privacy', anchor: 'anchorTerms' };

/** The user agreement, the privacy policy or the anchor agreement in the page language, with the brand's name. */
function LegalText({ kind }: { kind: LegalKind }) {
  const { brand } = useServices();
  const loaded = useLoad(() => loadLegalDocument(kind, brand.language, siteOf(brand)), `legal-${kind}`);
  // The browser keeps a failed chunk import failed: retry loads the page again, as a route's retry does.
  const retry = { ...loaded, reload: () => window.location.reload() };
  return <Loaded loaded={retry}>{(document) => <LegalArticle document={document} />}</Loaded>;
}

function PlatformText({ type }: { type: number }) {
  const { api } = useServices();
  const loaded = useLoad(
    (signal) => api.config.getProtocol(type, { hideLoading: true }, { signal }),
    `protocol-${type}`,
  );
  return (
    <Loaded loaded={loaded}>
      {(protocol) => (
        <article className="about-text">
          <h2 className="about-text__title">{protocol.title}</h2>
          {protocol.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </article>
      )}
    </Loaded>
  );
}

/**
 * /privacy (the privacy policy) and /mobile/privacy/:type (1 user agreement, 2 privacy policy, 3 recharge terms,
 * 4 anchor agreement; also opened by the apps' web views). The app's own documents load as chunks of their own.
 */
export default function PrivacyPage({ fromParam }: { fromParam: boolean }) {
  const { brand } = useServices();
  const t = useAboutT();
  const param = useParams().type;
  const shown = fromParam ? protocolDocument(Number(param)) : 'privacy';
  const title = shown === null || shown === 'platform' ? t('protocol') : t(TITLES[shown]);
  usePageMeta(brand, 'default', title);
  return (
    <div className="about-page">
      <PageBar title={title} fallback={paths.userSetting()} />
      {shown === null && <Empty description={t('noProtocol')} />}
      {shown === 'platform' && <PlatformText type={RECHARGE} />}
      {shown !== null && shown !== 'platform' && <LegalText kind={shown} />}
    </div>
  );
}
