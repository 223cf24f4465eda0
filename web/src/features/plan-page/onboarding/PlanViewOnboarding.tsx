import { useState } from 'react';
import { OnboardingDialog } from '../../../components/onboarding/OnboardingDialog';
import type { Picture } from '../../../lib/planPhotos';

/** SPEC §2.6: what the plan view is for, a page at a time. */
const PAGES = [
  'The estimate on this page is a range, not a quote: it covers site-specific conditions of your lot and the different pricing models of contractors, so your final price lands inside it.',
  'Scroll down for the 2D floor plan, browse the gallery of floor plans and exterior options, and open the estimate items — some link to shops so you can confirm current prices.',
  "'Configure' opens the full 3D model with all elevations, kitchen cabinet styles and utility upgrades. If the plan works for you, contact the provider to buy it and get permits, or book a call with an expert.",
] as const;

/** The 'Plan View' onboarding dialog; `onDone` runs when it is closed or finished. */
export function PlanViewOnboarding({ picture, onDone }: { picture: Picture; onDone: () => void }) {
  const [page, setPage] = useState(0);
  const last = page === PAGES.length - 1;
  return (
    <OnboardingDialog
      badge="Plan View"
      title="Your Perfect Home"
      picture={
        picture.src ? (
          <img src={picture.src} srcSet={picture.srcSet} sizes="min(100vw, 480px)" alt="" />
        ) : null
      }
      actionLabel={last ? 'Get started' : 'Next'}
      onAction={() => (last ? onDone() : setPage(page + 1))}
      onClose={onDone}
      progress={{ current: page + 1, total: PAGES.length }}
    >
      <p>{PAGES[page]}</p>
    </OnboardingDialog>
  );
}
