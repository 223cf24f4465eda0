import { BadgeCheck } from 'lucide-react';
import { useGraphQLQuery } from '../../lib/graphql/useGraphQLQuery';
import styles from './PreApprovedArea.module.css';
import { DIRECTORY_VALUES } from './planPageQueries';
import type { ViewedPlan } from './planViewQuery';

/**
 * Where the plan is pre-approved for building: its states, counties and cities, named from the
 * places directories (the plan holds their value ids).
 */
export function PreApprovedArea({ plan }: { plan: ViewedPlan }) {
  const area = plan.preApprovedArea;
  const ids = [...area.states, ...area.counties, ...area.cities];
  const skip = !plan.preApproved || ids.length === 0;
  const { data, loading } = useGraphQLQuery(DIRECTORY_VALUES, { ids }, { skip });
  if (skip || loading) return null;

  const names = new Map(
    (data?.directoriesValuesByIds ?? []).map((value) => [value.id, value.name]),
  );
  const groups = [
    { label: 'States', ids: area.states },
    { label: 'Counties', ids: area.counties },
    { label: 'Cities', ids: area.cities },
  ];

  return (
    <section className={styles.section} aria-labelledby="plan-approved-title">
      <h2 id="plan-approved-title" className={styles.title}>
        <BadgeCheck aria-hidden size={20} className={styles.icon} />
        Pre-approved area
      </h2>
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
    </section>
  );
}
