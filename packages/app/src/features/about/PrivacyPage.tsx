import { Empty } from '@live/ui-kit';
import { useParams } from 'react-router-dom';
import { useServices } from '../../app/services';
import { PageBar } from '../../components/page-bar/PageBar';
import { useLoad } from '../../hooks/use-load';
import { paths } from '../../routes/paths';
import { usePageMeta } from '../../shell/usePageMeta';
import { Loaded } from './Loaded';
import { useAboutT } from './messages';
import './about.css';

/** Protocol types of /webapi/protocal/getProtocal: 1 terms, 2 privacy, 3 recharge, 4 anchor. */
export const PROTOCOL_TYPES = [1, 2, 3, 4] as const;
const PRIVACY = 2;

function parseType(param: string | undefined): number | null {
  const type = Number(param);
  return (PROTOCOL_TYPES as readonly number[]).includes(type) ? type : null;
}

function Protocol({ type }: { type: number }) {
  const { api, brand } = useServices();
  const t = useAboutT();
  const loaded = useLoad(
    (signal) => api.config.getProtocol(type, { hideLoading: true }, { signal }),
    `protocol-${type}`,
  );
  usePageMeta(brand, 'default', loaded.data?.title ?? t('protocol'));
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

/** /privacy (the privacy policy) and /mobile/privacy/:type (any protocol, for the apps' web views): plain text. */
export default function PrivacyPage({ fromParam }: { fromParam: boolean }) {
  const t = useAboutT();
  const param = useParams().type;
  const type = fromParam ? parseType(param) : PRIVACY;
  return (
    <div className="about-page">
      <PageBar title={type === PRIVACY ? t('privacy') : t('protocol')} fallback={paths.userSetting()} />
      {type ? <Protocol type={type} /> : <Empty description={t('noProtocol')} />}
    </div>
  );
}
