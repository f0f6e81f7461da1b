import type { ProtocolSection } from '@live/api-contract';

/**
 * A document's text in one language, plain text only (the app renders it as text). `{brand}` stands for the
 * brand's name and `{domain}` for its web address (PROTOCOL_PLACEHOLDERS): the platform serves every brand the
 * same text and the app puts its own in.
 */
export interface LegalText {
  title: string;
  /** Paragraphs before the first section. */
  intro: string[];
  sections: ProtocolSection[];
}
