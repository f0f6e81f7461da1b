import { FeedbackForm } from '../../components/feedback-form/FeedbackForm';
import { useUserT } from './messages';
import { SubPage } from './SubPage';

/** /user-center/feedback: suggestions, problems and complaints to customer service. */
export default function FeedbackPage() {
  const t = useUserT();
  return (
    <SubPage title={t('feedback')}>
      <FeedbackForm />
    </SubPage>
  );
}
