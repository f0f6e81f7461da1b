import { randomBytes } from 'node:crypto';
import type { Body } from '../frames.ts';
import { ImError, type Service } from '../service.ts';
import { TranslateError, type TranslateProvider } from '../translate/provider.ts';

/** Texts per request (the cloud's batch cap). */
export const TRANSLATE_BATCH_MAX = 100;

/**
 * `im_open_translate.ws_batch_trans_text {SourceText:[...], Source, Target, SdkAppId, FromAccount}` →
 * `{TargetText, RequestId, CmdErrorCode:{ErrorCode, ErrorInfo}}`. The engine's refusal is answered inside
 * `CmdErrorCode` (the frame itself succeeds), as the SDK reads it; a malformed request fails the frame (10004).
 */
export function registerTranslate(svc: Service, provider: TranslateProvider): void {
  svc.route('im_open_translate.ws_batch_trans_text', async (_conn, body) => {
    const texts = body.SourceText;
    if (!Array.isArray(texts) || texts.length === 0 || texts.some((t) => typeof t !== 'string'))
      throw new ImError(10004, 'SourceText must be a non-empty list of texts');
    if (texts.length > TRANSLATE_BATCH_MAX)
      throw new ImError(10004, `SourceText lists ${texts.length} texts, at most ${TRANSLATE_BATCH_MAX}`);
    const target = body.Target;
    if (typeof target !== 'string' || target === '') throw new ImError(10004, 'Target is required');
    const source = typeof body.Source === 'string' && body.Source !== '' ? body.Source : 'auto';
    const RequestId = randomBytes(8).toString('hex');
    const answer = (ErrorCode: number, ErrorInfo: string, TargetText: string[] = []): Body => ({
      TargetText,
      RequestId,
      CmdErrorCode: { ErrorCode, ErrorInfo },
    });
    try {
      const translated = await provider.translate({ texts: texts as string[], source, target });
      if (translated.length !== texts.length) return answer(90001, 'the engine answered a different number of texts');
      return answer(0, '', translated);
    } catch (err) {
      return answer(err instanceof TranslateError ? err.code : 90001, err instanceof Error ? err.message : 'failed');
    }
  });
}
