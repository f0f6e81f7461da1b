import type { Protocol } from '@live/api-contract';
import { Link } from 'react-router-dom';
import { paths } from '../../../routes/paths';
import { useAboutT } from '../messages';
import { itemParts } from './document';
import './legal.css';

/** A legal document as headed sections, then where to reach the operator; every text is rendered as text. */
export function LegalArticle({ document }: { document: Protocol }) {
  const t = useAboutT();
  return (
    <article className="legal">
      <header className="legal__head">
        <h2 className="legal__title">{document.title}</h2>
        {document.effective && <p className="legal__effective">{document.effective}</p>}
      </header>
      {document.paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      {document.sections.map((section, number) => (
        <section key={number} className="legal__section">
          <h3 className="legal__heading">{`${number + 1}. ${section.heading}`}</h3>
          {section.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
          {section.items && (
            <ul className="legal__list">
              {section.items.map((item, index) => {
                const { lead, rest } = itemParts(item);
                return (
                  <li key={index}>
                    {lead && <strong>{lead}</strong>}
                    {rest}
                  </li>
                );
              })}
            </ul>
          )}
          {section.notes?.map((note, index) => (
            <p key={index}>{note}</p>
          ))}
        </section>
      ))}
      <p className="legal__links">
        <Link className="legal__link" to={paths.mobileServiceFeedback()}>
          {t('feedback')}
        </Link>
        <Link className="legal__link" to={paths.mobileAbout()}>
          {t('about')}
        </Link>
      </p>
    </article>
  );
}
