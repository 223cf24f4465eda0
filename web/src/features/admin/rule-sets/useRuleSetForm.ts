import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import type { CheckboxBinding, TextFieldBinding } from '../../../components/form/useForm';
import type { BuildingKind } from '../../../lib/graphql/gql/graphql';
import { serverMessage } from '../../../lib/graphql/errors';
import type { AreaChoice } from '../parcel-sources/api/parcelSourcesApi';
import { useRecordSave } from '../useRecordSave';
import { useCreateRuleSet, useUpdateRuleSet, type RuleSetForEdit } from './api/ruleSetsApi';
import {
  figureValues,
  newTier,
  parseBedrooms,
  type FigureValues,
  type LimitFigure,
} from './ruleFigures';
import { RULE_SET_RECORD } from './ruleSetRecord';
import {
  chosenLevel,
  limitsApply,
  ruleSetInput,
  ruleSetSaveError,
  validateRuleSet,
  type FieldKey,
  type LimitPart,
  type RuleSetValues,
  type Scope,
  type TierPart,
} from './ruleSetRules';

const NO_AREA: AreaChoice = { state: '', county: '', city: '' };

/** The form's values for `ruleSet` at the version it was read (a new set: a detached ADU's). */
function initialValues(ruleSet: RuleSetForEdit | undefined): RuleSetValues {
  return {
    name: ruleSet?.name ?? '',
    areaId: ruleSet?.areaId ?? '',
    zoning: ruleSet?.zoning ?? '',
    building: ruleSet?.building ?? 'ADU',
    example: ruleSet?.example ?? false,
    readOn: ruleSet?.readOn ?? '',
    rules: figureValues(ruleSet?.rules),
    limits: figureValues(ruleSet?.limitsOnLocal),
  };
}

/** A message of the summary, and the field it sits on (none for one about the whole form). */
export interface SummaryEntry {
  key: string;
  message: string;
  /** The id of the control to focus, when the message names a field. */
  target?: string;
}

type TextName = 'name' | 'zoning' | 'readOn';

/**
 * The control a message's field is: the figure's or tier's input, the first figure of an
 * editor for a message about the whole editor, the Add tier button for the tiers, the state's
 * select for the area (they carry the key's id).
 */
function targetKey(key: FieldKey): string {
  if (key === 'rules' || key === 'limits') return `${key}.frontSetback.value`;
  return key;
}

/**
 * The rule set form's state: its values and area choice, which messages show (a field's once
 * the admin has left it changed, every one after a submit), the API's message on the field it
 * names, and the summary of them all. Its submit saves the set (an edit with the version it was
 * read at) and opens it.
 */
export function useRuleSetForm(ruleSet: RuleSetForEdit | undefined) {
  const formId = useId();
  const create = useCreateRuleSet();
  const update = useUpdateRuleSet();
  const save = useRecordSave(RULE_SET_RECORD, ruleSet !== undefined);
  const [values, setValues] = useState(() => initialValues(ruleSet));
  const [choice, setChoice] = useState<AreaChoice>(() => ruleSet?.areaChoice ?? NO_AREA);
  const [changed, setChanged] = useState<ReadonlySet<string>>(() => new Set());
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set());
  const [attempted, setAttempted] = useState(false);
  const [serverError, setServerError] = useState<{ field?: FieldKey; message: string }>();
  const [submitting, setSubmitting] = useState(false);
  // The control to focus once the render that shows its message is done.
  const focusNext = useRef<string | undefined>(undefined);
  useEffect(() => {
    const id = focusNext.current;
    if (id === undefined) return;
    focusNext.current = undefined;
    document.getElementById(id)?.focus();
  });

  const level = chosenLevel(choice);
  const errors = validateRuleSet(values, level);
  const idOf = (key: string) => `${formId}-${key.replace(/\./g, '-')}`;
  const errorOf = (key: FieldKey) =>
    serverError?.field === key
      ? serverError.message
      : attempted || shown.has(key)
        ? errors[key]
        : undefined;

  /**
   * Marks `key` as changed; the API's message goes once the field it judged changes (or, for a
   * message about an editor or its tiers, once anything in it does).
   */
  const touch = (key: FieldKey, scope?: Scope, tiersMoved = false) => {
    setChanged((previous) => (previous.has(key) ? previous : new Set(previous).add(key)));
    const field = serverError?.field;
    if (!field) return;
    const inScope =
      scope !== undefined &&
      (field === scope ||
        field === `${scope}.tiers` ||
        (tiersMoved && field.startsWith(`${scope}.tier.`)));
    if (field === key || inScope) setServerError(undefined);
  };
  const show = (key: string) =>
    setShown((previous) => (previous.has(key) ? previous : new Set(previous).add(key)));

  const binding = (
    key: FieldKey,
    value: string,
    change: (value: string) => void,
    scope?: Scope,
  ): TextFieldBinding => ({
    id: idOf(key),
    name: key,
    value,
    error: errorOf(key),
    onChange: (next) => {
      change(next);
      touch(key, scope);
    },
    onBlur: () => {
      if (changed.has(key)) show(key);
    },
  });

  const setFigures = (scope: Scope, next: (figures: FigureValues) => FigureValues) =>
    setValues((previous) => ({ ...previous, [scope]: next(previous[scope]) }));

  const text = (name: TextName) =>
    binding(name, values[name], (value) =>
      setValues((previous) => ({ ...previous, [name]: value })),
    );

  /** A select answers at once: there is no half-typed value to spare the admin from. */
  const building = binding('building', values.building, (value) => {
    setValues((previous) => ({ ...previous, building: value as BuildingKind }));
    show('building');
  });

  const example: CheckboxBinding = {
    id: idOf('example'),
    name: 'example',
    checked: values.example,
    error: undefined,
    onChange: (checked) => setValues((previous) => ({ ...previous, example: checked })),
  };

  const area = binding('area', values.areaId, (areaId) => {
    setValues((previous) => ({ ...previous, areaId }));
    show('area');
  });

  const changeArea = (next: AreaChoice) => {
    setChoice(next);
    // The limits on local rules come and go with a state's or county's area.
    if (serverError?.field?.startsWith('limits')) setServerError(undefined);
  };

  const limit = (scope: Scope, figure: LimitFigure, part: LimitPart) =>
    binding(
      `${scope}.${figure}.${part}`,
      values[scope].limits[figure][part],
      (value) =>
        setFigures(scope, (figures) => ({
          ...figures,
          limits: { ...figures.limits, [figure]: { ...figures.limits[figure], [part]: value } },
        })),
      scope,
    );

  const tier = (scope: Scope, index: number, part: TierPart) =>
    binding(
      `${scope}.tier.${index}.${part}`,
      values[scope].tiers[index]?.[part] ?? '',
      (value) =>
        setFigures(scope, (figures) => ({
          ...figures,
          tiers: figures.tiers.map((row, i) => (i === index ? { ...row, [part]: value } : row)),
        })),
      scope,
    );

  /** Adds a tier starting one bedroom above the largest so far (at 0 for the first). */
  const addTier = (scope: Scope) => {
    const counts = values[scope].tiers.map((row) => parseBedrooms(row.minBedrooms) ?? -1);
    const next = newTier(String(Math.max(-1, ...counts) + 1));
    setFigures(scope, (figures) => ({ ...figures, tiers: [...figures.tiers, next] }));
    touch(`${scope}.tiers`, scope, true);
    focusNext.current = idOf(`${scope}.tier.${values[scope].tiers.length}.value`);
  };

  const removeTier = (scope: Scope, index: number) => {
    setFigures(scope, (figures) => ({
      ...figures,
      tiers: figures.tiers.filter((_, i) => i !== index),
    }));
    touch(`${scope}.tiers`, scope, true);
    focusNext.current = idOf(`${scope}.tiers`);
  };

  const summary: SummaryEntry[] = [];
  if (serverError && !serverError.field) {
    summary.push({ key: 'form', message: serverError.message });
  }
  if (attempted || serverError) {
    const keys = Object.keys(errors) as FieldKey[];
    if (serverError?.field && !keys.includes(serverError.field)) keys.unshift(serverError.field);
    for (const key of keys) {
      const message = errorOf(key);
      if (message) summary.push({ key, message, target: idOf(targetKey(key)) });
    }
  }

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setAttempted(true);
    const firstInvalid = Object.keys(errors)[0] as FieldKey | undefined;
    if (firstInvalid) {
      document.getElementById(idOf(targetKey(firstInvalid)))?.focus();
      return;
    }
    setSubmitting(true);
    setServerError(undefined);
    const input = ruleSetInput(values, level);
    void save(
      async () =>
        ruleSet
          ? (await update.mutateAsync({ id: ruleSet.id, version: ruleSet.version, input }))
              .updateRuleSet.id
          : (await create.mutateAsync({ input })).createRuleSet.id,
      (error) => {
        const placed = ruleSetSaveError(serverMessage(error));
        if ('field' in placed) {
          setServerError(placed);
          focusNext.current = idOf(targetKey(placed.field));
        } else {
          setServerError({ message: placed.form });
          focusNext.current = idOf('summary');
        }
      },
    ).finally(() => setSubmitting(false));
  };

  return {
    values,
    choice,
    level,
    withLimits: limitsApply(level),
    submitting,
    submit,
    summary,
    summaryId: idOf('summary'),
    text,
    building,
    example,
    area,
    changeArea,
    limit,
    tier,
    addTier,
    removeTier,
    /** An editor's own message ('Rules: set at least one figure.') and its id. */
    scopeError: (scope: Scope) => ({ id: `${idOf(scope)}-error`, message: errorOf(scope) }),
    /** The tiers' Add button's id (where their message leads) and their own message. */
    tiers: (scope: Scope) => ({
      buttonId: idOf(`${scope}.tiers`),
      errorId: `${idOf(`${scope}.tiers`)}-error`,
      message: errorOf(`${scope}.tiers`),
    }),
  };
}

export type RuleSetForm = ReturnType<typeof useRuleSetForm>;
