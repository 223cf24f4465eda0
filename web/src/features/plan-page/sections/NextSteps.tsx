import { useAppStore } from '../../../stores/appStore';
import type { ViewedPlan } from '../api/planPageDocuments';
import styles from './NextSteps.module.css';
import { PlanSection } from './PlanSection';

/** If the plan works: buy it from its provider and get permits, or talk it over with an expert. */
export function NextSteps({ plan }: { plan: ViewedPlan }) {
  const callBookingUrl = useAppStore((s) => s.config.callBookingUrl);
  const contractor = plan.contractor;
  const website = contractor?.webSite.trim();
  return (
    <PlanSection
      titleId="plan-next-title"
      title="Does this plan work for you?"
      className={styles.section}
      titleClassName={styles.title}
    >
      <p className={styles.text}>
        Contact {contractor ? contractor.name : 'the provider'} to buy the plan and get your permits
        {callBookingUrl ? ', or book a call with one of our experts first' : ''}.
      </p>
      <div className={styles.links}>
        {contractor && website ? (
          <a href={website} target="_blank" rel="noopener">
            Contact {contractor.name}
          </a>
        ) : null}
        {callBookingUrl ? <a href="#book-a-call">Book a call with an expert</a> : null}
      </div>
    </PlanSection>
  );
}
