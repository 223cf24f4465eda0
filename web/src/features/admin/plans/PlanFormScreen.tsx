import { useState } from 'react';
import { FormActions } from '../../../components/form/FormActions';
import { useDocumentMeta } from '../../../components/useDocumentMeta';
import { cancelPath, PLAN_RECORD } from '../records';
import { RecordCard, RecordGate } from '../RecordScreen';
import { useAdminPlan, type AdminPlan } from './api/plansApi';
import { PlanExteriorsSection } from './exteriors/PlanExteriorsSection';
import { AreaPicker } from './form/AreaPicker';
import { PlanBasicSection } from './form/PlanBasicSection';
import styles from './form/PlanForm.module.css';
import { PlanFormDialog, type PlanDialogName } from './form/PlanFormDialog';
import { PlanMainImageSection, PlanPhotosSection } from './form/PlanImageSections';
import { PlanMetaCard } from './form/PlanMetaCard';
import { PlanPropertySection } from './form/PlanPropertySection';
import { PlanSvgSection } from './form/PlanSvgSection';
import { usePlanFormState } from './form/usePlanFormState';
import { usePlanSubmit } from './form/usePlanSubmit';

/** /admin/plan/new. */
export function PlanCreateScreen() {
  return <PlanForm />;
}

/** /admin/plan/edit/{id}: the form starts again from a plan saved meanwhile (its new `updatedAt`). */
export function PlanEditScreen() {
  return (
    <RecordGate kind={PLAN_RECORD} useRecord={useAdminPlan}>
      {(found) => <PlanForm key={`${found.id}-${found.updatedAt}`} plan={found} />}
    </RecordGate>
  );
}

/**
 * The plan form (SPEC §2.4): its cards, one per group of fields, over the form's state
 * (`usePlanFormState`) and its submit (`usePlanSubmit`); one dialog at a time beside it.
 */
function PlanForm({ plan }: { plan?: AdminPlan }) {
  const title = plan ? 'Edit plan' : 'New plan';
  useDocumentMeta(title);
  const state = usePlanFormState(plan);
  const { submit, openStudio, mainError } = usePlanSubmit(plan, state);
  const [dialog, setDialog] = useState<PlanDialogName | undefined>();
  const { form, photos } = state;
  return (
    <RecordCard kind={PLAN_RECORD} titleId="plan-form-title" title={title} wide>
      <form className={styles.form} onSubmit={submit} noValidate>
        <PlanBasicSection
          form={form}
          contractor={plan?.contractor}
          onFindConfigurator={() => setDialog('configurator')}
        />
        <PlanMainImageSection photos={photos} error={mainError} />
        <PlanPhotosSection
          photos={photos}
          onFindPhotos={() => setDialog('photos')}
          onOpenStudio={plan ? () => openStudio(plan.id) : undefined}
        />
        {plan ? (
          <PlanExteriorsSection
            planId={plan.id}
            onGenerate={photos.storedPhotos.length > 0 ? () => setDialog('exteriors') : undefined}
          />
        ) : null}
        <AreaPicker label="Available areas" value={state.available} onChange={state.setAvailable} />
        <PlanPropertySection form={form} />
        {form.values.preApproved ? (
          <AreaPicker
            label="Pre-approved areas"
            value={state.preApprovedArea}
            onChange={state.setPreApprovedArea}
          />
        ) : null}
        <PlanMetaCard
          field={form.field}
          select={form.select}
          rooms={state.rooms}
          onRoomsChange={state.setRooms}
        />
        <PlanSvgSection field={form.field('planSVG')} />
        <FormActions
          submitLabel={plan ? 'Update Plan' : 'Create Plan'}
          cancelTo={cancelPath(PLAN_RECORD, plan?.id)}
          submitting={form.submitting}
          disabled={photos.uploading}
        />
      </form>
      <PlanFormDialog
        dialog={dialog}
        form={form}
        photos={photos}
        planId={plan?.id}
        onClose={() => setDialog(undefined)}
      />
    </RecordCard>
  );
}
