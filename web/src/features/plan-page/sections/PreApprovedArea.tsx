import { BadgeCheck } from 'lucide-react';
import type { ViewedPlan } from '../api/planPageDocuments';
import { useDirectoryValues } from '../api/planSectionsApi';
import { PlanSection } from './PlanSection';
import styles from './PreApprovedArea.module.css';

/**
 * Where the plan is pre-approved for building: its states, counties and cities, named from the
 * places directories (the plan holds their value ids).
 */
export function PreApprovedArea({ plan }: { plan: ViewedPlan }) {
  const area = plan.preApprovedArea;
  const ids = [...area.states, ...area.counties, ...area.cities];
  const enabled = plan.preApproved && ids.length > 0;
  const { data, isPending } = useDirectoryValues(ids, { enabled });
  if (!enabled || isPending) return null;

  const names = new Map(
    (data?.directoriesValuesByIds ?? []).map((value) => [value.id, value.name]),
  );
  const groups = [
    { label: 'States', ids: area.states },
    { label: 'Counties', ids: area.counties },
    { label: 'Cities', ids: area.cities },
  ];

  return (
    <PlanSection
      titleId="plan-approved-title"
      title={
        <>
          <BadgeCheck aria-hidden size={20} className={styles.icon} />
          Pre-approved area
        </>
      }
      className={styles.section}
      titleClassName={styles.title}
    >
      <dl className={styles.groups}>
        {groups.map((group) => {
          // An id the directories no longer know is left out rather than shown as a code.
          const known = group.ids.flatMap((id) => names.get(id) ?? []);
          if (known.length === 0) return null;
          return (
            <div key={group.label} className={styles.group}>
              <dt>{group.label}</dt>
              <dd>{known.join(', ')}</dd>
            </div>
          );
        })}
      </dl>
    </PlanSection>
  );
}
