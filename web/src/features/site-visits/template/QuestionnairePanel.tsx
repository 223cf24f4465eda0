import { Download, Upload } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import buttons from '../../../components/buttons.module.css';
import { saveFile } from '../../../components/upload';
import { messageOr } from '../../../lib/graphql/errors';
import { useAppStore } from '../../../stores/appStore';
import { usePublishSiteVisitTemplate, useSiteVisitTemplate } from '../api/siteVisitsApi';
import shared from '../visit/siteVisits.module.css';
import styles from './QuestionnairePanel.module.css';
import { questionCount, readTemplate, templateFile } from './templateFile';

/**
 * The questionnaire as data, for admins: the current version to download as JSON, and a new
 * version published from an edited file — no release needed. Visits already started keep the
 * version they began on; the API names every problem of a file it refuses.
 */
export function QuestionnairePanel() {
  const inputId = useId();
  const showToast = useAppStore((s) => s.showToast);
  const { data, error, isPending } = useSiteVisitTemplate();
  const publishTemplate = usePublishSiteVisitTemplate();
  const fileInput = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const template = data?.siteVisitTemplate;

  const publish = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(undefined);
    const edited = await readTemplate(file);
    if (!edited) {
      setProblem(
        `${file.name} is not JSON. Download the questionnaire, edit it and choose it again.`,
      );
      return;
    }
    publishTemplate.mutate(edited, {
      onSuccess: ({ siteVisitTemplatePublish }) =>
        showToast('success', `Questionnaire version ${siteVisitTemplatePublish.version} published`),
      onError: (failure) =>
        setProblem(messageOr(failure, 'The questionnaire could not be published.')),
    });
  };

  return (
    <section className={shared.box} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className={styles.title}>
        Questionnaire
      </h2>
      {isPending ? <span className={shared.muted}>Loading the questionnaire…</span> : null}
      {error ? <span className={shared.warning}>{error.message}</span> : null}
      {template ? (
        <p className={shared.muted}>
          Version {template.version} · {questionCount(template.document)} questions. New visits are
          answered on the newest version; visits already started keep theirs.
        </p>
      ) : null}
      <div className={shared.actions}>
        <button
          type="button"
          className={buttons.secondary}
          disabled={!template}
          onClick={() => template && saveFile(templateFile(template))}
        >
          <Download aria-hidden size={16} />
          Download JSON
        </button>
        <button
          type="button"
          className={buttons.primary}
          disabled={publishTemplate.isPending}
          aria-busy={publishTemplate.isPending}
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
        <span role="alert" className={shared.warning}>
          {problem}
        </span>
      ) : null}
    </section>
  );
}
