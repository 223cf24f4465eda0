import { useState } from 'react';
import { useForm } from '../../../../components/form/useForm';
import type { AdminPlan } from '../api/plansApi';
import type { Areas } from './areaCascade';
import {
  initialAreas,
  initialPlanValues,
  initialRooms,
  toPlanInput,
  validatePlan,
  type PlanFormValues,
  type RoomAreas,
} from './planFormRules';
import { usePlanPhotos } from './usePlanPhotos';

/**
 * Everything the plan form edits: its typed fields (with their rules), its uploads, the room
 * areas of the Meta card and the two area pickers; `input` turns it into what the API takes.
 */
export function usePlanFormState(plan: AdminPlan | undefined) {
  const form = useForm(initialPlanValues(plan), validatePlan);
  const photos = usePlanPhotos(plan);
  const [rooms, setRooms] = useState<RoomAreas>(() => initialRooms(plan));
  const [available, setAvailable] = useState<Areas>(() => initialAreas(plan?.available));
  const [preApprovedArea, setPreApprovedArea] = useState<Areas>(() =>
    initialAreas(plan?.preApprovedArea),
  );
  const input = (values: PlanFormValues) =>
    toPlanInput({ values, ...photos, rooms, available, preApprovedArea });
  return {
    form,
    photos,
    rooms,
    setRooms,
    available,
    setAvailable,
    preApprovedArea,
    setPreApprovedArea,
    input,
  };
}

export type PlanFormState = ReturnType<typeof usePlanFormState>;
export type PlanFormFields = PlanFormState['form'];
