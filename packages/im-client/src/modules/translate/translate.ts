import { ERROR_CODES, filled, paramsInvalid, TimError } from '../../errors.ts';
import { asNum, asRecord, asStr, asStrings } from '../../protocol/wire.ts';
import { ok, type Result } from '../../result.ts';
import type { ModuleContext } from '../context.ts';

export const TRANSLATE_METHODS = ['translateText'] as const;

/** Text translation through the service's engine (§7 translate). */
export class TranslateModule {
  private readonly ctx: ModuleContext;
  private readonly identity: () => { tinyId: string; sdkAppId: number };

  constructor(ctx: ModuleContext, identity: () => { tinyId: string; sdkAppId: number }) {
    this.ctx = ctx;
    this.identity = identity;
  }

  /** Every failure of the service or its engine is TRANSLATE_TEXT_FAIL (2117), as in the official SDK. */
  async translateText(options: {
    sourceTextList: string[];
    sourceLanguage?: string;
    targetLanguage: string;
  }): Result<{ translatedTextList: string[] }> {
    const texts = options?.sourceTextList;
    if (!Array.isArray(texts) || texts.length === 0 || texts.some((t) => typeof t !== 'string'))
      throw paramsInvalid('translateText', 'sourceTextList must be a non-empty list of strings');
    if (!filled(options.targetLanguage)) throw paramsInvalid('translateText', 'targetLanguage must be a language code');
    const source = options.sourceLanguage;
    if (source !== undefined && typeof source !== 'string')
      throw paramsInvalid('translateText', 'sourceLanguage must be a language code or auto');
    const { tinyId, sdkAppId } = this.identity();
    let body: Record<string, unknown>;
    try {
      body = await this.ctx.request('im_open_translate.ws_batch_trans_text', {
        SourceText: texts,
        SdkAppId: sdkAppId,
        FromAccount: tinyId,
        Source: source || 'auto',
        Target: options.targetLanguage,
      });
    } catch (err) {
      throw new TimError(ERROR_CODES.TRANSLATE_TEXT_FAIL, `translateText failed: ${String(err)}`);
    }
    const error = asRecord(body.CmdErrorCode);
    if (asNum(error.ErrorCode) !== 0)
      throw new TimError(ERROR_CODES.TRANSLATE_TEXT_FAIL, `translateText failed: ${asStr(error.ErrorInfo)}`, {
        requestID: asStr(body.RequestId),
      });
    return ok({ translatedTextList: asStrings(body.TargetText) });
  }
}
