import { CHAT_REPORT_REASONS, type ChatReportReason } from '@live/api-contract';
import { Button, NavBar, Toast } from '@live/ui-kit';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useRequireLogin } from '../../app/require-login';
import { useServices } from '../../app/services';
import { feedbackTypeOf } from '../../chat/rules';
import { usePageMeta } from '../../shell/usePageMeta';
import { type ChatTextKey, useChatT } from './messages';
import { StateView } from './parts';
import { usePeer } from './use-peer';
import { useAction } from '../../hooks/use-action';

const REASON_TEXT: Record<ChatReportReason, ChatTextKey> = {
  spam: 'reasonSpam',
  abuse: 'reasonAbuse',
  porn: 'reasonPorn',
  fraud: 'reasonFraud',
  other: 'reasonOther',
};

/** Details are stored up to this many characters (the sandbox refuses more, naming the field). */
const DETAILS_MAX = 500;

/** /c2c-feedback/:type/:gid? and /mobile/c2c-feedback/...: report a user (gid is their id) or a group. */
function FeedbackPage({ mobile }: { mobile: boolean }) {
  const { type: rawType, gid = '' } = useParams();
  const { brand, api } = useServices();
  const t = useChatT();
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const type = feedbackTypeOf(rawType);
  const peer = usePeer(type === 'user' ? gid : '');
  const [reason, setReason] = useState<ChatReportReason | null>(null);
  const [details, setDetails] = useState('');
  const { busy, run } = useAction();
  const [sent, setSent] = useState(false);
  const title = type === 'group' ? t('reportGroup') : t('reportUser');
  usePageMeta(brand, 'default', title);

  const submit = async () => {
    if (!type || !gid) return;
    if (!reason) {
      Toast.fail(t('pickReason'));
      return;
    }
    if (!requireLogin()) return;
    await run(async () => {
      await api.chat.report({ type, target: gid, reason, content: details.trim() || undefined });
      setSent(true);
    });
  };

  const targetName = type === 'user' ? peer.data?.info.nick_name || gid : gid;
  return (
    <div className="chat-page">
      <NavBar title={title} onBack={mobile ? undefined : () => navigate(-1)} />
      {(!type || !gid) && <StateView kind="error" text={t('badReportType')} />}
      {type && gid && sent && <StateView kind="empty" text={t('reported')} />}
      {type && gid && !sent && (
        <form
          className="chat-form chat-report"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <p className="chat-profile__line">{t('target', { name: targetName })}</p>
          <fieldset className="chat-reasons">
            <legend>{t('reason')}</legend>
            {CHAT_REPORT_REASONS.map((key) => (
              <label key={key} className="chat-reason">
                <input
                  type="radio"
                  name="reason"
                  value={key}
                  checked={reason === key}
                  onChange={() => setReason(key)}
                />
                <span>{t(REASON_TEXT[key])}</span>
              </label>
            ))}
          </fieldset>
          <textarea
            className="chat-textarea"
            aria-label={t('details')}
            placeholder={t('details')}
            value={details}
            maxLength={DETAILS_MAX}
            rows={4}
            onChange={(event) => setDetails(event.target.value)}
          />
          <Button type="submit" variant="primary" round block disabled={busy}>
            {t('submit')}
          </Button>
        </form>
      )}
    </div>
  );
}

export function C2cFeedbackPage() {
  return <FeedbackPage mobile={false} />;
}

export function MobileC2cFeedbackPage() {
  return <FeedbackPage mobile />;
}
