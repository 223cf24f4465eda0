import { Plus, Trash2 } from 'lucide-react';
import buttons from '../../../components/buttons.module.css';
import { boundControlProps } from '../../../components/form/boundControl';
import { BoundField } from '../../../components/form/BoundField';
import fieldStyles from '../../../components/form/Field.module.css';
import { FieldError } from '../../../components/form/FieldError';
import { TextField } from '../../../components/form/TextField';
import type { TextFieldBinding } from '../../../components/form/useForm';
import { classNames } from '../../../lib/classNames';
import { FIGURES, FORM_ORDER, LIVING_AREA, type LimitFigure } from './ruleFigures';
import { MAX_TIERS, type LimitPart, type Scope } from './ruleSetRules';
import type { RuleSetForm } from './useRuleSetForm';
import own from './RuleSets.module.css';

/**
 * One editor of figures (the set's rules, or its limits on local rules): a fieldset per figure
 * with its value, the code section it comes from, a link to it and a note, and the living-area
 * tiers, added and removed. A figure whose value is left empty is not set.
 */
export function FiguresEditor({
  form,
  scope,
  legend,
  hint,
}: {
  form: RuleSetForm;
  scope: Scope;
  legend: string;
  hint: string;
}) {
  const hintId = `${form.scopeError(scope).id}-hint`;
  const { id: errorId, message } = form.scopeError(scope);
  return (
    <fieldset className={own.editor} aria-describedby={message ? `${hintId} ${errorId}` : hintId}>
      <legend className={own.editorLegend}>{legend}</legend>
      <span id={hintId} className={fieldStyles.hint}>
        {hint} Leave a value empty to leave its figure unset.
      </span>
      <FieldError id={errorId} message={message} />
      {FORM_ORDER.map((figure) =>
        figure === 'maxLivingArea' ? (
          <TiersFieldset key={figure} form={form} scope={scope} />
        ) : (
          <LimitFieldset key={figure} form={form} scope={scope} figure={figure} />
        ),
      )}
    </fieldset>
  );
}

function LimitFieldset({
  form,
  scope,
  figure,
}: {
  form: RuleSetForm;
  scope: Scope;
  figure: LimitFigure;
}) {
  const { label, unit } = FIGURES[figure];
  const part = (name: LimitPart) => form.limit(scope, figure, name);
  return (
    <fieldset className={own.figure}>
      <legend className={own.legend}>{label}</legend>
      <SourceFields unit={unit} part={part} />
    </fieldset>
  );
}

/** A figure's value, citation, link and note. */
function SourceFields({
  unit,
  part,
}: {
  unit: string;
  part: (name: LimitPart) => TextFieldBinding;
}) {
  return (
    <>
      <div className={own.pair}>
        <TextField label={`Value (${unit})`} field={part('value')} inputMode="decimal" />
        <TextField label="Citation" field={part('citation')} />
      </div>
      <TextField label="Link" type="url" field={part('url')} />
      <NoteField field={part('note')} />
    </>
  );
}

function NoteField({ field }: { field: TextFieldBinding }) {
  return (
    <BoundField field={field} label="Note">
      <textarea {...boundControlProps(field, { className: own.note })} rows={2} />
    </BoundField>
  );
}

/** The living-area tiers: each a limit for plans with at least so many bedrooms. */
function TiersFieldset({ form, scope }: { form: RuleSetForm; scope: Scope }) {
  const tiers = form.values[scope].tiers;
  const { buttonId, errorId, message } = form.tiers(scope);
  const hintId = `${errorId}-hint`;
  return (
    <fieldset className={own.figure} aria-describedby={message ? `${hintId} ${errorId}` : hintId}>
      <legend className={own.legend}>{LIVING_AREA.label}</legend>
      <span id={hintId} className={fieldStyles.hint}>
        The largest living area by the count of bedrooms: a plan is held to the tier with the most
        bedrooms it reaches. No tier: not set.
      </span>
      {tiers.length > 0 ? (
        <ol className={own.tiers}>
          {tiers.map((tier, index) => (
            <li key={tier.key}>
              <fieldset className={classNames(own.figure, own.tier)}>
                <legend className={own.legend}>{`${LIVING_AREA.label} tier ${index + 1}`}</legend>
                <TextField
                  label="From bedrooms"
                  field={form.tier(scope, index, 'minBedrooms')}
                  inputMode="numeric"
                  hint="The least count of bedrooms the tier applies to (0 for a studio)."
                />
                <SourceFields
                  unit={LIVING_AREA.unit}
                  part={(name) => form.tier(scope, index, name)}
                />
                <div>
                  <button
                    type="button"
                    className={classNames(buttons.secondary, buttons.small)}
                    onClick={() => form.removeTier(scope, index)}
                  >
                    <Trash2 aria-hidden size={16} />
                    {`Remove tier ${index + 1}`}
                  </button>
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
      ) : null}
      <div>
        <button
          id={buttonId}
          type="button"
          className={classNames(buttons.secondary, buttons.small)}
          disabled={tiers.length >= MAX_TIERS}
          onClick={() => form.addTier(scope)}
        >
          <Plus aria-hidden size={16} />
          Add tier
        </button>
      </div>
      <FieldError id={errorId} message={message} />
    </fieldset>
  );
}
