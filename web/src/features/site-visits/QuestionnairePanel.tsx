import { Download, Upload } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import buttons from '../../components/buttons.module.css';
import { gqlRequest } from '../../lib/graphql/client';
import { messageOr } from '../../lib/graphql/errors';
import { useGraphQLQuery } from '../../lib/graphql/useGraphQLQuery';
import { useAppStore } from '../../stores/appStore';
import { SITE_VISIT_TEMPLATE, SITE_VISIT_TEMPLATE_PUBLISH } from './siteVisitOperations';
import styles from './SiteVisits.module.css';

/** How many questions a template document holds (for the panel's summary). */
function questionCount(document: unknown): number {
  const categories = (document as { categories?: unknown } | null)?.categories;
  if (!Array.isArray(categories)) return 0;
  return categories.reduce<number>((sum, category: { questions?: unknown }) => {
    return sum + (Array.isArray(category.questions) ? category.questions.length : 0);
  }, 0);
}

/**
 * The questionnaire as data, for admins: the current version to download as JSON, and a new
 * version published from an edited file — no release needed. Visits already started keep the
 * version they began on; the API names every problem of a file it refuses.
 */
export function QuestionnairePanel() {
  const inputId = useId();
  const showToast = useAppStore((s) => s.showToast);
  const { data, error, loading, reload } = useGraphQLQuery(SITE_VISIT_TEMPLATE, {});
  const fileInput = useRef<HTMLInputElement>(null);
  const [publishing, setPublishing] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const template = data?.siteVisitTemplate;

  const download = () => {
    if (!template) return;
    const blob = new Blob([JSON.stringify(template.document, null, 2)], {
      type: 'application/json',
    });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = `site-visit-questionnaire-v${template.version}.json`;
    link.click();
    URL.revokeObjectURL(link.href);
  };

  const publish = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(undefined);
    let document: unknown;
    try {
      document = JSON.parse(await file.text());
    } catch {
      setProblem(
        `${file.name} is not JSON. Download the questionnaire, edit it and choose it again.`,
      );
      return;
    }
    setPublishing(true);
    try {
      const published = await gqlRequest(SITE_VISIT_TEMPLATE_PUBLISH, { document });
      showToast(
        'success',
        `Questionnaire version ${published.siteVisitTemplatePublish.version} published`,
      );
      reload();
    } catch (failure) {
      setProblem(messageOr(failure, 'The questionnaire could not be published.'));
    } finally {
      setPublishing(false);
    }
  };

  return (
    <section className={styles.answer} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className={styles.categoryTitle}>
        Questionnaire
      </h2>
      {loading ? <span className={styles.muted}>Loading the questionnaire…</span> : null}
      {error ? <span className={styles.warning}>{error.message}</span> : null}
      {template ? (
        <p className={styles.muted}>
          Version {template.version} · {questionCount(template.document)} questions. New visits are
          answered on the newest version; visits already started keep theirs.
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className={buttons.secondary} disabled={!template} onClick={download}>
          <Download aria-hidden size={16} />
          Download JSON
        </button>
        <button
          type="button"
          className={buttons.primary}
          disabled={publishing}
          aria-busy={publishing}
          onClick={() => fileInput.current?.click()}
        >
          <Upload aria-hidden size={16} />
          Publish a new version
        </button>
        <input
          ref={fileInput}
          type="file"
          hidden
          accept="application/json,.json"
          aria-label="Questionnaire JSON file"
          onChange={(event) => void publish(event)}
        />
      </div>
      {problem ? (
        <span role="alert" className={styles.warning}>
          {problem}
        </span>
      ) : null}
    </section>
  );
}
