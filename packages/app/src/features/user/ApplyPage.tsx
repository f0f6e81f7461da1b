import type { ApplyStatus, ApplyType } from '@live/api-contract';
import { Button, Empty, FormField, Input, TextArea, Toast } from '@live/ui-kit';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useServices } from '../../app/services';
import { ConsentCheck, DocumentLink } from '../../components/consent/ConsentCheck';
import { applyView, formatDateTime, parseApplyType } from '../../domain/user-centre';
import { useLoad } from '../../hooks/use-load';
import { LinkButton } from '../../routes/links';
import { paths } from '../../routes/paths';
import { LoadState } from '../../components/data-views/LoadState';
import { type UserTextKey, useUserT } from './messages';
import { SubPage } from './SubPage';
import { IN_PAGE } from '../../domain/request-presets';

type Field = 'realName' | 'contact' | 'reason' | 'agree';

function ApplyForm({ type, onSent }: { type: ApplyType; onSent: (status: ApplyStatus) => void }) {
  const { api } = useServices();
  const t = useUserT();
  const [form, setForm] = useState({ realName: '', contact: '', reason: '' });
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, UserTextKey>>>({});
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, UserTextKey>> = {};
    const name = form.realName.trim();
    if (name.length < 2 || name.length > 20) found.realName = 'needRealName';
    if (!form.contact.trim()) found.contact = 'needContact';
    if (form.reason.trim().length < 5) found.reason = 'needReason';
    if (!agreed) found.agree = 'needAnchorAgree';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const status = await api.user.applyAnchor({
        type,
        real_name: name,
        contact: form.contact.trim(),
        reason: form.reason.trim(),
        agree: 1,
      });
      Toast.success(t('applySent'));
      onSent(status);
    } catch {
      // The client showed why; the form keeps what was typed.
      setBusy(false);
    }
  };

  const error = (field: Field) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };

  return (
    <form className="user-sub__form" onSubmit={submit} noValidate>
      <FormField label={t('realName')} error={error('realName')} required>
        <Input name="realName" maxLength={20} value={form.realName} onChange={set('realName')} />
      </FormField>
      <FormField label={t('contact')} error={error('contact')} required>
        <Input name="contact" maxLength={40} value={form.contact} onChange={set('contact')} />
      </FormField>
      <FormField label={t('reason')} error={error('reason')} required>
        <TextArea
          name="reason"
          maxLength={200}
          placeholder={t('reasonHint')}
          value={form.reason}
          onChange={set('reason')}
        />
      </FormField>
      <ConsentCheck
        name="agree"
        checked={agreed}
        onChange={(checked) => {
          setAgreed(checked);
          if (checked) setErrors(({ agree: _, ...rest }) => rest);
        }}
        error={error('agree')}
      >
        {t('agreeTerms')}
        <DocumentLink to={paths.mobilePrivacy({ type: 4 })}>{t('anchorTerms')}</DocumentLink>
      </ConsentCheck>
      <Button type="submit" variant="primary" block loading={busy}>
        {t('submit')}
      </Button>
    </form>
  );
}

/** The review state of the latest application, and what can be done next. */
function ApplyState({ type }: { type: ApplyType }) {
  const { api, brand } = useServices();
  const t = useUserT();
  const loaded = useLoad((signal) => api.user.getApplyStatus({ type, ...IN_PAGE }, { signal }), `apply-${type}`);
  const [sent, setSent] = useState<ApplyStatus | null>(null);
  return (
    <LoadState state={{ ...loaded, data: sent ?? loaded.data }} isEmpty={() => false} emptyText="">
      {(status) => {
        const view = applyView(status);
        const application = status.application;
        const submitted = application && (
          <p className="user-apply__meta">
            {t('submittedAt', { time: formatDateTime(application.created_at, brand.language, brand.timeZone) })}
          </p>
        );
        if (view === 'granted')
          return (
            <Empty description={t(type === 1 ? 'stateGrantedAnchor' : 'stateGrantedAdmin')}>
              {type === 1 && (
                <LinkButton variant="primary" round to={paths.userCenterAnchor()}>
                  {t('myAnchorPage')}
                </LinkButton>
              )}
            </Empty>
          );
        if (view === 'review')
          return (
            <section className="user-apply" aria-live="polite">
              <h2 className="user-tag user-tag--review">{t('stateReview')}</h2>
              <p>{t('stateReviewHint')}</p>
              {submitted}
            </section>
          );
        return (
          <>
            {view === 'rejected' && application && (
              <section className="user-apply">
                <h2 className="user-tag user-tag--rejected">{t('stateRejected')}</h2>
                <p>{t('rejectedNote', { note: application.note || '-' })}</p>
                {submitted}
                <p>{t('applyAgain')}</p>
              </section>
            )}
            <ApplyForm type={type} onSent={setSent} />
          </>
        );
      }}
    </LoadState>
  );
}

/** /user-center/apply/:type: apply to become an anchor (1) or an anchor admin (2), and follow the review. */
const ApplyPage = observer(function ApplyPage() {
  const t = useUserT();
  const type = parseApplyType(useParams().type);
  const title = type === 2 ? t('applyTitleAdmin') : t('applyTitleAnchor');
  return (
    <SubPage title={title}>{type ? <ApplyState type={type} /> : <Empty description={t('applyBadType')} />}</SubPage>
  );
});

export default ApplyPage;
