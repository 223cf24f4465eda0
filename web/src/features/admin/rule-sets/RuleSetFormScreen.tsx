import { boundControlProps } from '../../../components/form/boundControl';
import { BoundField } from '../../../components/form/BoundField';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { FormActions } from '../../../components/form/FormActions';
import { SelectOptions } from '../../../components/form/SelectOptions';
import { TextField } from '../../../components/form/TextField';
import { useDocumentMeta } from '../../../components/useDocumentMeta';
import { classNames } from '../../../lib/classNames';
import { AreaField } from '../parcel-sources/AreaField';
import { cancelPath } from '../records';
import styles from '../recordScreens.module.css';
import { RecordCard, RecordGate } from '../RecordScreen';
import { useRuleSetForEdit, type RuleSetForEdit } from './api/ruleSetsApi';
import { ErrorSummary } from './ErrorSummary';
import { FiguresEditor } from './FiguresEditor';
import { RULE_SET_RECORD } from './ruleSetRecord';
import { BUILDING_OPTIONS, LIMITS_LABEL } from './ruleSetRules';
import { useRuleSetForm } from './useRuleSetForm';
import own from './RuleSets.module.css';

/** /admin/rule-set/new. */
export function RuleSetCreateScreen() {
  return <RuleSetForm />;
}

/** /admin/rule-set/edit/{id}: the set at its current version, which its save names. */
export function RuleSetEditScreen() {
  return (
    <RecordGate kind={RULE_SET_RECORD} useRecord={useRuleSetForEdit}>
      {(found) => <RuleSetForm key={`${found.id}@${found.version}`} ruleSet={found} />}
    </RecordGate>
  );
}

/**
 * A rule set's form: its name, area, zoning district, building, whether it is example data and
 * when its sources were read; its rules; and, for a state's or county's set, its limits on local
 * rules. The API's message sits on the field it names and in the summary at the top, the rest of
 * the form as the admin typed it.
 */
function RuleSetForm({ ruleSet }: { ruleSet?: RuleSetForEdit }) {
  const title = ruleSet ? 'Edit rule set' : 'New rule set';
  useDocumentMeta(title);
  const form = useRuleSetForm(ruleSet);
  return (
    <RecordCard kind={RULE_SET_RECORD} titleId="rule-set-form-title" title={title} wide>
      <form className={classNames(styles.form, own.form)} onSubmit={form.submit} noValidate>
        <ErrorSummary id={form.summaryId} entries={form.summary} />
        {ruleSet ? (
          <p className={styles.note}>
            Editing version {ruleSet.version}. Saving writes version {ruleSet.version + 1}.
          </p>
        ) : null}
        <TextField label="Name" field={form.text('name')} />
        <AreaField
          choice={form.choice}
          field={form.area}
          onChange={form.changeArea}
          hint="The state, county or city whose rules these are. A city's figure wins over its county's and state's, within the limits a state sets on local rules."
        />
        <TextField
          label="Zoning district"
          field={form.text('zoning')}
          hint="The district code it is written for, e.g. R-1. Leave it empty for every district of the area."
        />
        <BoundField field={form.building} label="Building">
          <select {...boundControlProps(form.building)}>
            <SelectOptions options={BUILDING_OPTIONS} />
          </select>
        </BoundField>
        <CheckboxField
          label="Example data: to be verified with the city before building"
          field={form.example}
        />
        <TextField
          label="Read on"
          field={form.text('readOn')}
          hint="When its sources were read, as YYYY-MM-DD (optional)."
        />
        <FiguresEditor
          form={form}
          scope="rules"
          legend="Rules"
          hint="The figures this area requires; a figure it leaves unset is left to a broader area."
        />
        {form.withLimits ? (
          <FiguresEditor
            form={form}
            scope="limits"
            legend={LIMITS_LABEL}
            hint={`What this ${form.level} lets its cities require at most (setbacks, separation) or allow at least (sizes, height, the coverage exemption).`}
          />
        ) : null}
        <FormActions
          submitLabel={ruleSet ? 'Save' : 'Add rule set'}
          cancelTo={cancelPath(RULE_SET_RECORD, ruleSet?.id)}
          submitting={form.submitting}
        />
      </form>
    </RecordCard>
  );
}
