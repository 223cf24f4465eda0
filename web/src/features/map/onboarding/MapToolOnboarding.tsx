import { OnboardingDialog } from '../../../components/onboarding/OnboardingDialog';
import picture from './mapToolPicture.svg';

/** SPEC §2.6: the map tool in six steps. */
const STEPS = [
  'Enter your address to find your property.',
  'Filter plans by square footage, bedrooms and bathrooms.',
  'Scroll the floor plans, using their width and length for reference.',
  'Select a plan to try it in your backyard.',
  'Drag it and turn it to the spot you want: the outline turns green when it fits.',
  'Click the estimate to learn more.',
] as const;

/** The 'Map Tool' onboarding dialog; `onDone` runs when it is closed or finished. */
export function MapToolOnboarding({ onDone }: { onDone: () => void }) {
  return (
    <OnboardingDialog
      badge="Map Tool"
      title="Find Your Perfect Home"
      picture={<img src={picture} alt="" />}
      actionLabel="Get started"
      onAction={onDone}
      onClose={onDone}
    >
      <ol>
        {STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </OnboardingDialog>
  );
}
