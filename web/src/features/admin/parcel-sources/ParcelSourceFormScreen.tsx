import { useState } from 'react';
import { boundControlProps } from '../../../components/form/boundControl';
import { BoundField } from '../../../components/form/BoundField';
import { CheckboxField } from '../../../components/form/CheckboxField';
import fieldStyles from '../../../components/form/Field.module.css';
import { FormActions } from '../../../components/form/FormActions';
import { SelectOptions } from '../../../components/form/SelectOptions';
import { TextField } from '../../../components/form/TextField';
import { useForm, type TextFieldBinding } from '../../../components/form/useForm';
import { useDocumentMeta } from '../../../components/useDocumentMeta';
import { classNames } from '../../../lib/classNames';
import { serverMessage } from '../../../lib/graphql/errors';
import { useAppStore } from '../../../stores/appStore';
import { cancelPath } from '../records';
import styles from '../recordScreens.module.css';
import { RecordCard, RecordGate } from '../RecordScreen';
import { useRecordSave } from '../useRecordSave';
import {
  useCreateParcelSource,
  useParcelSourceForEdit,
  useUpdateParcelSource,
  type AreaChoice,
  type ParcelSourceForEdit,
} from './api/parcelSourcesApi';
import { AreaField } from './AreaField';
import { ExtentFieldset } from './ExtentFieldset';
import { PARCEL_SOURCE_RECORD } from './parcelSourceRecord';
import {
  isRemote,
  parcelSourceInput,
  parcelSourceSaveError,
  PROTOCOL_HINTS,
  PROTOCOL_OPTIONS,
  URL_HINTS,
  validateParcelSource,
  type ParcelSourceValues,
} from './parcelSourceRules';
import own from './ParcelSources.module.css';

/** /admin/parcel-source/new. */
export function ParcelSourceCreateScreen() {
  return <ParcelSourceForm />;
}

/** /admin/parcel-source/edit/{id}. */
export function ParcelSourceEditScreen() {
  return (
    <RecordGate kind={PARCEL_SOURCE_RECORD} useRecord={useParcelSourceForEdit}>
      {(found) => <ParcelSourceForm key={found.id} source={found} />}
    </RecordGate>
  );
}

/**
 * A source's form: its name; its protocol, with a service's URL (and an OGC collection); the
 * fields holding the parcel number, situs address and zoning; its area; its extent; whether the
 * map asks it. A message the API answers that names a field sits on that field, the rest of the
 * form as the admin typed it.
 */
function ParcelSourceForm({ source }: { source?: ParcelSourceForEdit }) {
  const title = source ? 'Edit parcel source' : 'New parcel source';
  useDocumentMeta(title);
  const { values, field, select, checkbox, submit, submitting, choice, setChoice } =
    useParcelSourceForm(source);
  const { protocol } = values;
  return (
    <RecordCard kind={PARCEL_SOURCE_RECORD} titleId="parcel-source-form-title" title={title}>
      <form className={classNames(styles.form, own.form)} onSubmit={submit} noValidate>
        <TextField label="Name" field={field('name')} />
        <ProtocolField field={select('protocol')} hint={PROTOCOL_HINTS[protocol]} />
        {isRemote(protocol) ? (
          <TextField label="URL" type="url" field={field('url')} hint={URL_HINTS[protocol]} />
        ) : null}
        {protocol === 'OGC' ? (
          <TextField
            label="Collection"
            field={field('collection')}
            hint="The id of the collection that holds the parcels, e.g. parcels."
          />
        ) : null}
        <fieldset className={own.fieldset}>
          <legend className={own.legend}>Field names</legend>
          <span className={fieldStyles.hint}>
            {isRemote(protocol)
              ? "The attributes of the service's parcels that hold these, spelled as the service spells them."
              : 'The attributes of the imported file that hold these; optional for our parcel store.'}
          </span>
          <TextField
            label="Parcel number field"
            field={field('apnField')}
            hint="Holds the parcel number (APN), e.g. PROP_ID."
          />
          <TextField
            label="Situs address field"
            field={field('situsField')}
            hint="Holds the parcel's street address, e.g. SITUS_ADDR. Optional."
          />
          <TextField
            label="Zoning field"
            field={field('zoningField')}
            hint="Holds the zoning district, e.g. ZONING. Optional."
          />
        </fieldset>
        <AreaField choice={choice} field={select('areaId')} onChange={setChoice} />
        <ExtentFieldset protocol={protocol} field={field} />
        <CheckboxField
          label="Enabled: the map asks this source for lots"
          field={checkbox('enabled')}
        />
        <FormActions
          submitLabel={source ? 'Save' : 'Add source'}
          cancelTo={cancelPath(PARCEL_SOURCE_RECORD, source?.id)}
          submitting={submitting}
        />
      </form>
    </RecordCard>
  );
}

function ProtocolField({ field, hint }: { field: TextFieldBinding; hint: string }) {
  return (
    <BoundField field={field} label="Protocol" hint={hint}>
      <select {...boundControlProps(field, { hint: true })}>
        <SelectOptions options={PROTOCOL_OPTIONS} />
      </select>
    </BoundField>
  );
}

/**
 * The form's values for `source` (a new source: an enabled ArcGIS layer, nothing else). A
 * service's saved extent is shown, so a save does not ask the service again; a store source's is
 * left empty, since the API keeps it the box of the parcels imported into it.
 */
function initialValues(source: ParcelSourceForEdit | undefined): ParcelSourceValues {
  const extent = source?.protocol === 'STORE' ? null : source?.extent;
  const side = (key: 'west' | 'south' | 'east' | 'north') => (extent ? String(extent[key]) : '');
  return {
    name: source?.name ?? '',
    protocol: source?.protocol ?? 'ARCGIS',
    url: source?.url ?? '',
    collection: source?.collection ?? '',
    apnField: source?.apnField ?? '',
    situsField: source?.situsField ?? '',
    zoningField: source?.zoningField ?? '',
    areaId: source?.area?.id ?? '',
    west: side('west'),
    south: side('south'),
    east: side('east'),
    north: side('north'),
    enabled: source?.enabled ?? true,
  };
}

/**
 * The form's state: its values, and the state, county and city chosen for the area; its submit
 * saves the source and opens it, or puts the API's message on the field it names.
 */
function useParcelSourceForm(source: ParcelSourceForEdit | undefined) {
  const showToast = useAppStore((s) => s.showToast);
  const create = useCreateParcelSource();
  const update = useUpdateParcelSource();
  const save = useRecordSave(PARCEL_SOURCE_RECORD, source !== undefined);
  const form = useForm(initialValues(source), validateParcelSource);
  const [choice, setChoice] = useState<AreaChoice>(
    () => source?.areaChoice ?? { state: '', county: '', city: '' },
  );

  const submit = form.handleSubmit((values) => {
    const input = parcelSourceInput(values);
    return save(
      async () =>
        source
          ? (await update.mutateAsync({ id: source.id, input })).updateParcelSource.id
          : (await create.mutateAsync({ input })).createParcelSource.id,
      (error) => {
        const placed = parcelSourceSaveError(serverMessage(error));
        if ('field' in placed) form.setServerError(placed.field, placed.message);
        else showToast('error', placed.toast);
      },
    );
  });
  return { ...form, submit, choice, setChoice };
}
