/** The parts of a plan its completeness indicators look at. */
export interface CompletenessPlan {
  url: string;
  planId: string;
  decorId: string;
  planSVG: string;
  photos: readonly { isPublish: boolean }[];
}

/** One indicator of SPEC §2.3's admin card: whether the plan has that piece yet. */
export interface CompletenessIndicator {
  label: 'Configurator' | 'Decor' | 'Plan' | 'Renders' | 'Visualizations';
  done: boolean;
}

/**
 * What an admin sees on a catalogue card to tell which plans still need work: a configurator
 * link (a url to a configurator, or a configurator plan id), a decor model, a floor plan drawing,
 * renders (more than 1 published photo) and visualizations (more than 5).
 */
export function completenessIndicators(plan: CompletenessPlan): CompletenessIndicator[] {
  const published = plan.photos.filter((photo) => photo.isPublish).length;
  return [
    {
      label: 'Configurator',
      done: plan.url.toLowerCase().includes('configurator') || plan.planId.trim() !== '',
    },
    { label: 'Decor', done: plan.decorId.trim() !== '' },
    { label: 'Plan', done: plan.planSVG.trim() !== '' },
    { label: 'Renders', done: published > 1 },
    { label: 'Visualizations', done: published > 5 },
  ];
}
