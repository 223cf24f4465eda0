import { useState } from 'react';
import { FormActions } from '../../../components/form/FormActions';
import { TagsField } from '../../../components/form/TagsField';
import { TextareaField } from '../../../components/form/TextareaField';
import { TextField } from '../../../components/form/TextField';
import { useForm } from '../../../components/form/useForm';
import { ImageUpload, storedImage, type UploadedImage } from '../../../components/upload';
import { useDocumentMeta } from '../../../components/useDocumentMeta';
import { cancelPath, CONTRACTOR_RECORD } from '../records';
import styles from '../recordScreens.module.css';
import { RecordCard, RecordGate, RecordStatus } from '../RecordScreen';
import { storedUrls } from '../storedImages';
import { useRecordSave } from '../useRecordSave';
import {
  useAdminContractor,
  useCreateContractor,
  useUpdateContractor,
  type AdminContractor,
} from './api/contractorsApi';
import { formatPhone, validateContractor, type ContractorValues } from './contractorRules';
import own from './Contractors.module.css';

/** SPEC §9: a contractor's logo is one image, its photos at most ten. */
const MAX_PHOTOS = 10;

/** /admin/contractor/new. */
export function ContractorCreateScreen() {
  return <ContractorForm />;
}

/** /admin/contractor/edit/{id}; a removed contractor cannot be changed. */
export function ContractorEditScreen() {
  return (
    <RecordGate kind={CONTRACTOR_RECORD} useRecord={useAdminContractor}>
      {(found) =>
        found.removedAt ? (
          <RecordStatus kind={CONTRACTOR_RECORD} state={{ status: 'notFound' }} />
        ) : (
          <ContractorForm key={found.id} contractor={found} />
        )
      }
    </RecordGate>
  );
}

function ContractorForm({ contractor }: { contractor?: AdminContractor }) {
  const title = contractor ? 'Edit contractor' : 'New contractor';
  useDocumentMeta(title);
  const { form, logo, setLogo, photos, setPhotos, recommendedBy, setRecommendedBy, submit } =
    useContractorForm(contractor);
  const { field, submitting } = form;
  const phone = field('phone');
  const uploading = [...logo, ...photos].some((image) => image.status === 'uploading');
  return (
    <RecordCard kind={CONTRACTOR_RECORD} titleId="contractor-form-title" title={title}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField label="Company name" field={field('name')} autoComplete="organization" />
        <TextField label="CEO" field={field('ceo')} />
        <TextField
          label="Phone"
          field={{ ...phone, onChange: (typed) => phone.onChange(formatPhone(typed)) }}
          autoComplete="tel"
        />
        <TextField label="Email" type="email" field={field('email')} autoComplete="email" />
        <TextField label="Website" field={field('webSite')} autoComplete="url" />
        <TextareaField label="About" field={field('about')} />
        <TagsField
          label="Recommended by"
          value={recommendedBy}
          onChange={setRecommendedBy}
          placeholder="Type a name and press Enter"
        />
        <section className={own.section} aria-label="Logo">
          <h2 className={own.sectionTitle}>Logo</h2>
          <ImageUpload
            label="Logo"
            value={logo}
            onChange={setLogo}
            folder="contractors"
            crop
            aspect={1}
          />
        </section>
        <section className={own.section} aria-label="Photos">
          <h2 className={own.sectionTitle}>
            Photos ({photos.length} of {MAX_PHOTOS})
          </h2>
          <ImageUpload
            label="Photos"
            value={photos}
            onChange={setPhotos}
            folder="contractors"
            maxCount={MAX_PHOTOS}
            multiple
          />
        </section>
        <FormActions
          submitLabel={contractor ? 'Save' : 'Create'}
          cancelTo={cancelPath(CONTRACTOR_RECORD, contractor?.id)}
          submitting={submitting}
          disabled={uploading}
        />
      </form>
    </RecordCard>
  );
}

/** The contractor form's state (its fields, logo, photos and recommenders) and its submit. */
function useContractorForm(contractor: AdminContractor | undefined) {
  const create = useCreateContractor();
  const update = useUpdateContractor();
  const save = useRecordSave(CONTRACTOR_RECORD, contractor !== undefined);
  const form = useForm<ContractorValues>(
    {
      name: contractor?.name ?? '',
      ceo: contractor?.ceo ?? '',
      phone: contractor?.phone ?? '',
      email: contractor?.email ?? '',
      webSite: contractor?.webSite ?? '',
      about: contractor?.about ?? '',
    },
    validateContractor,
  );
  const [logo, setLogo] = useState<UploadedImage[]>(
    contractor?.logo ? [storedImage({ url: contractor.logo })] : [],
  );
  const [photos, setPhotos] = useState<UploadedImage[]>(
    (contractor?.photos ?? []).map((url) => storedImage({ url })),
  );
  const [recommendedBy, setRecommendedBy] = useState<string[]>([
    ...(contractor?.recommendedBy ?? []),
  ]);

  // SPEC §8: contractor errors show the server's message.
  const submit = form.handleSubmit((values) => {
    const variables = {
      name: values.name.trim(),
      ceo: values.ceo.trim(),
      phone: values.phone.trim(),
      email: values.email.trim(),
      webSite: values.webSite.trim(),
      about: values.about.trim(),
      logo: storedUrls(logo, 'compressed')[0] ?? '',
      photos: storedUrls(photos, 'compressed'),
      recommendedBy,
    };
    return save(async () =>
      contractor
        ? (await update.mutateAsync({ id: contractor.id, ...variables })).contractorUpdate.id
        : (await create.mutateAsync(variables)).contractorCreate.id,
    );
  });
  return { form, logo, setLogo, photos, setPhotos, recommendedBy, setRecommendedBy, submit };
}
