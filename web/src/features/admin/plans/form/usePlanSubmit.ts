import { useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import { useAppStore } from '../../../../stores/appStore';
import { PLAN_RECORD } from '../../records';
import { useRecordSave } from '../../useRecordSave';
import { useCreatePlan, useUpdatePlan, type AdminPlan } from '../api/plansApi';
import { mainImageError } from './planFormRules';
import type { PlanFormState } from './usePlanFormState';

/** The main image's field, where a form without one sends the focus. */
export const MAIN_IMAGE_FIELD_ID = 'plan-main-image';

/**
 * The plan form's ways out: `submit` checks every field and the main image, saves the plan and
 * opens it (every plan list and page shows the change); `openStudio` leaves for the Creative
 * Studio once the form passes its checks. `mainError` shows once the admin has tried either.
 */
export function usePlanSubmit(plan: AdminPlan | undefined, state: PlanFormState) {
  const navigate = useNavigate();
  const showToast = useAppStore((s) => s.showToast);
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const save = useRecordSave(PLAN_RECORD, plan !== undefined);
  const [submitted, setSubmitted] = useState(false);
  const { form, photos } = state;
  const focusMainImage = () => document.getElementById(MAIN_IMAGE_FIELD_ID)?.focus();

  // SPEC §8: a failed create or update shows the server's message.
  const send = form.handleSubmit(async (values) => {
    if (mainImageError(photos.mainImage)) {
      focusMainImage();
      return;
    }
    const input = state.input(values);
    await save(async () =>
      plan
        ? (await update.mutateAsync({ id: plan.id, input })).planUpdate.id
        : (await create.mutateAsync({ input })).planCreate.id,
    );
  });

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    setSubmitted(true);
    send(event);
  };

  /**
   * SPEC §8: the studio opens only from a form that passes its checks; otherwise the messages
   * show as on a submit. Unsaved edits stay behind, as when leaving by any other link.
   */
  const openStudio = (id: string) => {
    setSubmitted(true);
    const fieldsValid = form.validateAll();
    if (!fieldsValid || mainImageError(photos.mainImage)) {
      if (fieldsValid) focusMainImage();
      showToast('error', 'Form validation failed. Please check the form for errors.');
      return;
    }
    showToast('success', 'Redirecting to Creative Studio...');
    void navigate(`/admin/plan/creative-studio/${encodeURIComponent(id)}`);
  };

  return {
    submit,
    openStudio,
    mainError: submitted ? mainImageError(photos.mainImage) : undefined,
  };
}
