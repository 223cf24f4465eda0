import { ExteriorGenerationDialog } from '../exteriors/ExteriorGenerationDialog';
import { ConfiguratorFinderDialog } from './ConfiguratorFinderDialog';
import { FindPhotosDialog } from './FindPhotosDialog';
import { MAX_PLAN_PHOTOS } from './planFormRules';
import type { PlanFormFields } from './usePlanFormState';
import type { PlanPhotos } from './usePlanPhotos';

/** The plan form's dialogs: one is open at a time, or none. */
export type PlanDialogName = 'configurator' | 'photos' | 'exteriors';

/**
 * The open dialog: Find configurator (fills the link on view, and the Plan ID when empty), Find
 * photos (adds renders to the gallery) or Generate exteriors (a stored plan's photos).
 */
export function PlanFormDialog({
  dialog,
  form,
  photos,
  planId,
  onClose,
}: {
  dialog: PlanDialogName | undefined;
  form: PlanFormFields;
  photos: PlanPhotos;
  /** The stored plan's id; none for a new plan. */
  planId: string | undefined;
  onClose: () => void;
}) {
  const { values, field } = form;
  if (dialog === 'configurator') {
    return (
      <ConfiguratorFinderDialog
        decorId={values.decorId}
        planId={values.planId}
        onClose={onClose}
        onAdd={({ link, configuratorId }) => {
          field('url').onChange(link);
          if (!values.planId.trim()) field('planId').onChange(configuratorId);
        }}
      />
    );
  }
  if (dialog === 'photos') {
    return (
      <FindPhotosDialog
        decorId={values.decorId}
        planId={values.planId}
        room={MAX_PLAN_PHOTOS - photos.photos.length}
        onClose={onClose}
        onAdd={photos.addPhotos}
      />
    );
  }
  if (dialog === 'exteriors' && planId) {
    return (
      <ExteriorGenerationDialog planId={planId} photos={photos.storedPhotos} onClose={onClose} />
    );
  }
  return null;
}
