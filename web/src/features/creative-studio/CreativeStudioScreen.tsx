import { Clapperboard } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { BackLink } from '../../components/BackLink';
import buttons from '../../components/buttons.module.css';
import { Spinner } from '../../components/Spinner';
import { useDocumentMeta } from '../../components/useDocumentMeta';
import { errorCode, messageOr } from '../../lib/graphql/errors';
import { useStudioPlan, type StudioPlan } from './api/studioApi';
import styles from './CreativeStudio.module.css';
import { ImagesTab } from './ImagesTab';
import { StudioTabs } from './StudioTabs';

/**
 * /admin/plan/creative-studio/{id}: the plan's image-generation studio (SPEC §2.4).
 */
export function CreativeStudioScreen() {
  const { id = '' } = useParams();
  const { data, error, isPending } = useStudioPlan(id);
  if (isPending) return <StudioStatus text="Loading plan" loading />;
  if (data?.plan) return <Studio plan={data.plan} />;
  if (error && errorCode(error) !== 'NOT_FOUND') {
    return <StudioStatus text={`Error loading plan: ${messageOr(error, error.message)}`} />;
  }
  return <StudioStatus text="Plan not found" />;
}

function Studio({ plan }: { plan: StudioPlan }) {
  const title = plan.title || 'Untitled Plan';
  useDocumentMeta(`Creative Studio: ${title}`);
  return (
    <section className={styles.page} aria-labelledby="studio-title">
      <BackLink to={`/admin/plan/${encodeURIComponent(plan.id)}`}>← Plan</BackLink>
      <header className={styles.header}>
        <h1 id="studio-title" className={styles.title}>
          Creative Studio: {title}
        </h1>
      </header>
      <StudioTabs
        label="Generation"
        tabs={[
          { key: 'images', label: 'Images', panel: <ImagesTab plan={plan} /> },
          {
            key: 'video',
            label: 'Video',
            panel: (
              <div className={styles.video}>
                <Clapperboard aria-hidden size={40} />
                <p>Video generation is not offered yet.</p>
              </div>
            ),
          },
        ]}
      />
    </section>
  );
}

function StudioStatus({ text, loading = false }: { text: string; loading?: boolean }) {
  useDocumentMeta(text);
  return (
    <div className={styles.page}>
      {loading ? (
        <div className={styles.status}>
          <Spinner label={text} />
        </div>
      ) : (
        <div className={styles.status} role="alert">
          <h1 className={styles.statusText}>{text}</h1>
          <Link className={buttons.secondary} to="/admin/plans">
            Back to List
          </Link>
        </div>
      )}
    </div>
  );
}
