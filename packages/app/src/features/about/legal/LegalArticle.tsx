import { Link } from 'react-router-dom';
import { paths } from '../../../routes/paths';
import { useAboutT } from '../messages';
import { itemParts, type LegalDocument, type LegalLink } from './document';
import './legal.css';

const LINKS: Record<LegalLink, { to: () => string; label: 'feedback' | 'about' }> = {
  feedback: { to: () => paths.mobileServiceFeedback(), label: 'feedback' },
  about: { to: () => paths.mobileAbout(), label: 'about' },
};

/** A legal document as headed sections; every text is rendered as text. */
export function LegalArticle({ document }: { document: LegalDocument }) {
  const t = useAboutT();
  return (
    <article className="legal">
      <header className="legal__head">
        <h2 className="legal__title">{document.title}</h2>
        <p className="legal__effective">{document.effective}</p>
      </header>
      {document.intro.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      {document.sections.map((section, number) => (
        <section key={section.heading} className="legal__section">
          <h3 className="legal__heading">{`${number + 1}. ${section.heading}`}</h3>
          {section.paragraphs?.map((paragraph, index) => (
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
          {section.links && (
            <p className="legal__links">
              {section.links.map((link) => (
                <Link key={link} className="legal__link" to={LINKS[link].to()}>
                  {t(LINKS[link].label)}
                </Link>
              ))}
            </p>
          )}
        </section>
      ))}
    </article>
  );
}
