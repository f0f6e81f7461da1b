import { Button, ChoiceChips, Empty, FormField, ImageGrid, Input, TextArea } from '@live/ui-kit';
import { type FormEvent, useState } from 'react';
import { useRequireLogin } from '../../app/require-login';
import { useServices } from '../../app/services';
import { useImageUpload } from '../../hooks/use-image-upload';
import { useFeedbackT } from './messages';
import './feedback-form.css';
import { useAction } from '../../hooks/use-action';

const KINDS = [1, 2, 3, 4] as const;
const MAX_CONTENT = 500;
const MAX_IMAGES = 3;

/**
 * Feedback to customer service (/api/customerservice/publish): a type, the text, a contact and up to three
 * screenshots; `short` keeps only the text and the contact (the /mobile/s/feedback screen). Sending needs login
 * (a guest gets the login prompt); what was typed stays when sending fails.
 */
export function FeedbackForm({ short = false }: { short?: boolean }) {
  const { api } = useServices();
  const t = useFeedbackT();
  const empty = { type: 1 as (typeof KINDS)[number], content: '', contact: '', images: [] as string[] };
  const [form, setForm] = useState(empty);
  const [error, setError] = useState(false);
  const { busy, run } = useAction();
  const [sent, setSent] = useState(false);
  const images = useImageUpload();
  const requireLogin = useRequireLogin();

  const addImage = async (file: File) => {
    const url = await images.upload(file);
    if (url) setForm((current) => ({ ...current, images: [...current.images, url] }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const tooShort = form.content.trim().length < 5;
    setError(tooShort);
    if (tooShort || !requireLogin()) return;
    await run(async () => {
      await api.config.publishFeedback({
        content: form.content.trim(),
        type: form.type,
        contact: form.contact.trim() || undefined,
        images: form.images.length ? form.images : undefined,
      });
      setForm(empty);
      setSent(true);
    });
  };

  if (sent)
    return (
      <Empty description={t('thanks')}>
        <Button size="small" onClick={() => setSent(false)}>
          {t('again')}
        </Button>
      </Empty>
    );

  return (
    <form className="feedback-form" onSubmit={submit} noValidate>
      {!short && (
        <ChoiceChips
          legend={t('kind')}
          name="kind"
          options={KINDS.map((kind) => ({ value: kind, label: t(`kind${kind}`) }))}
          value={form.type}
          onChange={(type) => setForm((current) => ({ ...current, type }))}
        />
      )}
      <FormField label={t('content')} error={error ? t('contentShort') : undefined} required>
        <TextArea
          name="content"
          maxLength={MAX_CONTENT}
          placeholder={t('contentHint')}
          value={form.content}
          onChange={(content) => setForm((current) => ({ ...current, content }))}
        />
      </FormField>
      <FormField label={t('contact')}>
        <Input
          name="contact"
          maxLength={100}
          value={form.contact}
          onChange={(contact) => setForm((current) => ({ ...current, contact }))}
        />
      </FormField>
      {!short && (
        <fieldset className="feedback-form__images">
          <legend>{t('images', { n: MAX_IMAGES })}</legend>
          <ImageGrid
            images={form.images.map((url, index) => ({
              key: url,
              src: url,
              alt: `${index + 1}`,
              removeLabel: t('removeImage', { n: index + 1 }),
            }))}
            onRemove={(url) =>
              setForm((current) => ({ ...current, images: current.images.filter((item) => item !== url) }))
            }
            add={
              form.images.length < MAX_IMAGES
                ? { label: t('addImage'), busy: images.busy, onFile: (file) => void addImage(file) }
                : null
            }
          />
        </fieldset>
      )}
      <Button type="submit" variant="primary" block loading={busy} disabled={images.busy}>
        {t('submit')}
      </Button>
    </form>
  );
}
