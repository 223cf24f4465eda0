import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { FormActions } from '../../../components/form/FormActions';
import { TagsField } from '../../../components/form/TagsField';
import { TextareaField } from '../../../components/form/TextareaField';
import { TextField } from '../../../components/form/TextField';
import { useForm } from '../../../components/form/useForm';
import { ImageUpload, storedImage, type UploadedImage } from '../../../components/upload';
import { useDocumentMeta } from '../../../components/useDocumentMeta';
import { gqlRequest } from '../../../lib/graphql/client';
import { useAppStore } from '../../../stores/appStore';
import styles from '../recordScreens.module.css';
import { RecordCard } from '../RecordScreen';
import { ContractorStatus } from './ContractorStatus';
import { CONTRACTOR_CREATE, CONTRACTOR_UPDATE, CONTRACTORS_KEY } from './contractorOperations';
import { formatPhone, validateContractor, type ContractorValues } from './contractorRules';
import own from './Contractors.module.css';
import { useAdminContractor, type AdminContractor } from './useAdminContractor';

/** SPEC §9: a contractor's logo is one image, its photos at most ten. */
const MAX_PHOTOS = 10;

/** /admin/contractor/new. */
export function ContractorCreateScreen() {
  return <ContractorForm />;
}

/** /admin/contractor/edit/{id}. */
export function ContractorEditScreen() {
  const { id = '' } = useParams();
  const result = useAdminContractor(id);
  if (result.status !== 'ready') return <ContractorStatus kind={result.status} />;
  if (result.contractor.removedAt) return <ContractorStatus kind="notFound" />;
  return <ContractorForm key={result.contractor.id} contractor={result.contractor} />;
}

function ContractorForm({ contractor }: { contractor?: AdminContractor }) {
  const title = contractor ? 'Edit contractor' : 'New contractor';
  useDocumentMeta(title);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const showToast = useAppStore((s) => s.showToast);
  const initial: ContractorValues = {
    name: contractor?.name ?? '',
    ceo: contractor?.ceo ?? '',
    phone: contractor?.phone ?? '',
    email: contractor?.email ?? '',
    webSite: contractor?.webSite ?? '',
    about: contractor?.about ?? '',
  };
  const { field, handleSubmit, submitting } = useForm(initial, validateContractor);
  const [logo, setLogo] = useState<UploadedImage[]>(
    contractor?.logo ? [storedImage({ url: contractor.logo })] : [],
  );
  const [photos, setPhotos] = useState<UploadedImage[]>(
    (contractor?.photos ?? []).map((url) => storedImage({ url })),
  );
  const [recommendedBy, setRecommendedBy] = useState<string[]>([
    ...(contractor?.recommendedBy ?? []),
  ]);
  const phone = field('phone');
  const uploading = [...logo, ...photos].some((image) => image.status === 'uploading');

  const submit = handleSubmit(async (values) => {
    const variables = {
      name: values.name.trim(),
      ceo: values.ceo.trim(),
      phone: values.phone.trim(),
      email: values.email.trim(),
      webSite: values.webSite.trim(),
      about: values.about.trim(),
      logo: stored(logo)[0] ?? '',
      photos: stored(photos),
      recommendedBy,
    };
    try {
      const id = contractor
        ? (await gqlRequest(CONTRACTOR_UPDATE, { id: contractor.id, ...variables }))
            .contractorUpdate.id
        : (await gqlRequest(CONTRACTOR_CREATE, variables)).contractorCreate.id;
      await queryClient.invalidateQueries({ queryKey: CONTRACTORS_KEY });
      showToast(
        'success',
        contractor ? 'Contractor updated successfully' : 'Contractor created successfully',
      );
      void navigate(`/admin/contractor/${encodeURIComponent(id)}`);
    } catch (error) {
      // SPEC §8: contractor errors show the server's message.
      showToast('error', error instanceof Error ? error.message : 'An unexpected error occurred');
    }
  });

  const backPath = contractor
    ? `/admin/contractor/${encodeURIComponent(contractor.id)}`
    : '/admin/contractors';
  return (
    <RecordCard
      titleId="contractor-form-title"
      title={title}
      listPath="/admin/contractors"
      listLabel="Contractors"
    >
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
          cancelTo={backPath}
          submitting={submitting}
          disabled={uploading}
        />
      </form>
    </RecordCard>
  );
}

/** The urls of the images that are stored (failed uploads are left out). */
function stored(images: readonly UploadedImage[]): string[] {
  return images.flatMap((image) =>
    image.status === 'done' && image.url ? [image.compressed?.url ?? image.url] : [],
  );
}
