import { useServices } from '../../app/services';
import { FeedbackForm } from '../../components/feedback-form/FeedbackForm';
import { PageBar } from '../../components/page-bar/PageBar';
import { paths } from '../../routes/paths';
import { usePageMeta } from '../../shell/usePageMeta';
import { useAboutT } from './messages';
import './about.css';

/** /mobile/service/feedback (the full form) and /mobile/s/feedback (text and contact only), for the apps' web views. */
export default function MobileFeedbackPage({ short }: { short: boolean }) {
  const { brand } = useServices();
  const t = useAboutT();
  const title = short ? t('quickFeedback') : t('feedback');
  usePageMeta(brand, 'default', title);
  return (
    <div className="about-page">
      <PageBar title={title} fallback={paths.userCenter()} />
      <FeedbackForm short={short} />
    </div>
  );
}
