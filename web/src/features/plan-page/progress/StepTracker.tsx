import { Check } from 'lucide-react';
import type { CSSProperties } from 'react';
import { classNames } from '../../../lib/classNames';
import { PlanSection } from '../sections/PlanSection';
import type { ProjectStep } from './projectSteps';
import styles from './StepTracker.module.css';
import { useRevealOnScroll } from './useRevealOnScroll';

/** The step tracker; its steps slide in one after another (0.35 s apart) when scrolled to. */
export function StepTracker({ steps }: { steps: readonly ProjectStep[] }) {
  const [ref, seen] = useRevealOnScroll<HTMLOListElement>();
  return (
    <PlanSection
      titleId="plan-steps-title"
      title="Your path to building"
      titleClassName={styles.title}
    >
      <ol ref={ref} className={classNames(styles.steps, seen && styles.revealed)}>
        {steps.map((step, index) => (
          <li
            key={step.title}
            className={classNames(styles.step, styles[step.state])}
            aria-current={step.state === 'active' ? 'step' : undefined}
            style={{ '--step-index': index } as CSSProperties}
          >
            <span className={styles.marker} aria-hidden>
              {step.state === 'completed' ? <Check size={16} strokeWidth={3} /> : index + 1}
            </span>
            <span className={styles.text}>
              <span className={styles.stepTitle}>{step.title}</span>
              <span className={styles.state}>{step.text}</span>
            </span>
          </li>
        ))}
      </ol>
    </PlanSection>
  );
}
