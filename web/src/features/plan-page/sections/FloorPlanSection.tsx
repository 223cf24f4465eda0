import { Boxes } from 'lucide-react';
import { useState } from 'react';
import buttons from '../../../components/buttons.module.css';
import { configuratorLink } from '../../../lib/configuratorLink';
import { floorPlanSrc } from '../../../lib/floorPlanImage';
import { useAppStore } from '../../../stores/appStore';
import type { ViewedPlan } from '../api/planPageDocuments';
import styles from './FloorPlanSection.module.css';
import { PlanSection } from './PlanSection';

/**
 * The 2D floor plan, the 3D view and the 'Configure' link to the full 3D model. The 3D view is
 * the API's sanitised SVG shown as an image (never injected markup); it is left out when the
 * deployment has no configurator or the plan has no view there.
 */
export function FloorPlanSection({ plan }: { plan: ViewedPlan }) {
  const configuratorAppUrl = useAppStore((s) => s.config.configuratorAppUrl);
  const configuratorEnabled = useAppStore((s) => s.config.configuratorEnabled);
  const [viewFailed, setViewFailed] = useState(false);
  const floorPlan = floorPlanSrc(plan.planSVG);
  const configure = configuratorLink(configuratorAppUrl, plan.planId);
  const show3d = configuratorEnabled && plan.planId.trim() !== '' && !viewFailed;

  if (!floorPlan && !configure && !show3d) return null;

  return (
    <PlanSection titleId="plan-floor-title" title="2D floor plan">
      {floorPlan ? (
        <img
          className={styles.drawing}
          src={floorPlan}
          alt={`Floor plan of ${plan.title}`}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      {show3d ? (
        <figure className={styles.view3d}>
          <img
            src={`/api/plans/${encodeURIComponent(plan.id)}/configurator.svg`}
            alt={`3D view of ${plan.title}`}
            loading="lazy"
            decoding="async"
            onError={() => setViewFailed(true)}
          />
          <figcaption>3D view</figcaption>
        </figure>
      ) : null}
      {configure ? (
        <div className={styles.configure}>
          <p className={styles.configureText}>
            See the full 3D model with all elevations, kitchen cabinet styles and utility upgrades.
          </p>
          <a className={buttons.secondary} href={configure} target="_blank" rel="noopener">
            <Boxes aria-hidden size={18} />
            Configure
          </a>
        </div>
      ) : null}
    </PlanSection>
  );
}
