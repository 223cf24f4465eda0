export type StepState = 'completed' | 'active' | 'upcoming';

/** SPEC §4: the fixed steps of a build; the homeowner is always at the as-built site plan. */
export const PROJECT_STEPS: readonly { title: string; state: StepState }[] = [
  { title: 'Initial Project and Property Information', state: 'completed' },
  { title: 'As Built Site Plan', state: 'active' },
  { title: 'Feasibility & Preliminary design sign-off', state: 'upcoming' },
  { title: 'Construction Drawings', state: 'upcoming' },
  { title: 'Submission for Building Permit', state: 'upcoming' },
  { title: 'Construction', state: 'upcoming' },
];
