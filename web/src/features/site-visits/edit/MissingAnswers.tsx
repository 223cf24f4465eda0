import shared from '../visit/siteVisits.module.css';
import { questionAnchor, type MissingAnswer } from './questionnaireAnswers';

/** The required questions a submit found unanswered, each a link to its question. */
export function MissingAnswers({ missing }: { missing: readonly MissingAnswer[] }) {
  if (missing.length === 0) return null;
  return (
    <div id="visit-missing" tabIndex={-1} role="alert" className={shared.box}>
      <span className={shared.question}>Please answer these before submitting:</span>
      <ul>
        {missing.map((m) => (
          <li key={m.id}>
            <a href={`#${questionAnchor(m.id)}`}>{m.title}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
