/**
 * Where a translation engine plugs in. The service hands it the texts of one `ws_batch_trans_text` request and
 * answers with its result, in the same order; a rejection becomes the command's error (the SDK's 2117).
 */
export interface TranslateProvider {
  /** `source` is a language code or `auto`; `target` a language code (`zh`, `en`, `pt`, ...). */
  translate(request: { texts: string[]; source: string; target: string }): Promise<string[]>;
}

/** A refusal of the engine, with the code the service answers in `CmdErrorCode`. */
export class TranslateError extends Error {
  readonly code: number;
  constructor(code: number, message: string) {
    super(message);
    this.code = code;
  }
}

/** The cloud translation's codes: unsupported language pair, text too long. */
export const TRANSLATE_ERRORS = { unsupportedLanguage: 30007, textTooLong: 30008 } as const;
