import { Empty } from '@live/ui-kit';
import { useParams } from 'react-router-dom';
import { useServices } from '../../app/services';
import { PageBar } from '../../components/page-bar/PageBar';
import { useLoad } from '../../hooks/use-load';
import { paths } from '../../routes/paths';
import { usePageMeta } from '../../shell/usePageMeta';
import { isBlank, type ProtocolType, protocolType, siteOf, withSite } from './legal/document';
import { LegalArticle } from './legal/LegalArticle';
import { LoadState } from '../../components/data-views/LoadState';
import { type AboutTextKey, useAboutT } from './messages';
import { IN_PAGE } from '../../domain/request-presets';
import './about.css';

const TITLES: Record<ProtocolType, AboutTextKey> = { 1: 'terms', 2: 'privacy', 3: 'protocol', 4: 'anchorTerms' };

/** The platform's document in the page language (the version a registration records), with the brand's name. */
function LegalText({ type }: { type: ProtocolType }) {
  const { api, brand } = useServices();
  const t = useAboutT();
  const loaded = useLoad((signal) => api.config.getProtocol(type, IN_PAGE, { signal }), `protocol-${type}`);
  return (
    <LoadState state={loaded}>
      {(protocol) => {
        const document = withSite(protocol, siteOf(brand));
        return isBlank(document) ? <Empty description={t('noProtocol')} /> : <LegalArticle document={document} />;
      }}
    </LoadState>
  );
}

/**
 * /privacy (the privacy policy) and /mobile/privacy/:type (1 user agreement, 2 privacy policy, 3 recharge terms,
 * 4 anchor agreement; also opened by the apps' web views): the platform's texts (getProtocal), the only copy.
 */
export default function PrivacyPage({ fromParam }: { fromParam: boolean }) {
  const { brand } = useServices();
  const t = useAboutT();
  const param = useParams().type;
  const type = fromParam ? protocolType(param) : 2;
  const title = t(type === null ? 'protocol' : TITLES[type]);
  usePageMeta(brand, 'default', title);
  return (
    <div className="about-page">
      <PageBar title={title} fallback={paths.userSetting()} />
      {type === null ? <Empty description={t('noProtocol')} /> : <LegalText type={type} />}
    </div>
  );
}
