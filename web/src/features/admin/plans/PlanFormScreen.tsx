import { useQueryClient } from '@tanstack/react-query';
import { Box, ExternalLink, Images, Paintbrush, Wand2 } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import buttons from '../../../components/buttons.module.css';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { FieldError } from '../../../components/form/FieldError';
import { FormActions } from '../../../components/form/FormActions';
import { SelectField } from '../../../components/form/SelectField';
import { TextareaField } from '../../../components/form/TextareaField';
import { TextField } from '../../../components/form/TextField';
import { useForm } from '../../../components/form/useForm';
import { ImageUpload, storedImage, type UploadedImage } from '../../../components/upload';
import { useDocumentMeta } from '../../../components/useDocumentMeta';
import { classNames } from '../../../lib/classNames';
import { gqlRequest } from '../../../lib/graphql/client';
import { messageOr } from '../../../lib/graphql/errors';
import { PLANS_KEY } from '../../../lib/graphql/queryKeys';
import { useAppStore } from '../../../stores/appStore';
import { floorPlanSrc } from '../../../lib/floorPlanImage';
import { useAdminQuery } from '../adminQueries';
import { ADMIN_CONTRACTORS, CONTRACTORS_KEY } from '../contractors/contractorOperations';
import { RecordCard } from '../RecordScreen';
import { NO_AREAS, type Areas } from './areaCascade';
import { AreaPicker } from './AreaPicker';
import { ConfiguratorFinderDialog } from './ConfiguratorFinderDialog';
import { ExteriorGenerationDialog } from './ExteriorGenerationDialog';
import { FindPhotosDialog } from './FindPhotosDialog';
import { FluxGenerationsList } from './FluxGenerationsList';
import { PlanMetaCard } from './PlanMetaCard';
import { PLAN_CREATE, PLAN_UPDATE } from './planOperations';
import {
  asMainImage,
  mainImageError,
  MAX_PLAN_PHOTOS,
  toPlanInput,
  validatePlan,
  type PhotoFlags,
  type PlanFormValues,
  type RoomAreas,
} from './planFormRules';
import { PlanPhotosField } from './PlanPhotosField';
import styles from './PlanForm.module.css';
import { PlanStatus } from './PlanStatus';
import { useAdminPlan, type AdminPlan } from './useAdminPlan';

/** Largest floor-plan drawing read from a file, as the API accepts it. */
const MAX_SVG_BYTES = 2 * 1024 * 1024;

/** /admin/plan/new. */
export function PlanCreateScreen() {
  return <PlanForm />;
}

/** /admin/plan/edit/{id}. */
export function PlanEditScreen() {
  const { id = '' } = useParams();
  const result = useAdminPlan(id);
  if (result.status !== 'ready') return <PlanStatus result={result} />;
  return <PlanForm key={`${result.plan.id}-${result.plan.updatedAt}`} plan={result.plan} />;
}

function initialValues(plan: AdminPlan | undefined): PlanFormValues {
  const text = (value: number | null | undefined) =>
    value === null || value === undefined ? '' : String(value);
  return {
    contractorId: plan?.contractorId ?? '',
    title: plan?.title ?? '',
    description: plan?.description ?? '',
    decorId: plan?.decorId ?? '',
    planId: plan?.planId ?? '',
    url: plan?.url ?? '',
    isHidden: plan?.isHidden ?? false,
    preApproved: plan?.preApproved ?? false,
    hasARModel: plan?.hasARModel ?? false,
    arModelLink: plan?.arModelLink ?? '',
    isModular: plan?.isModular ?? false,
    isManufactured: plan?.isManufactured ?? false,
    planCost: plan && plan.planCost !== 0 ? text(plan.planCost) : '',
    fixPrice: plan && plan.fixPrice !== 0 ? text(plan.fixPrice) : '',
    sourcePlan: plan?.sourcePlan ?? '',
    type: plan?.meta.type ?? 'HOUSE',
    totalArea: text(plan?.meta.totalArea),
    outerArea: text(plan?.meta.outerArea),
    width: text(plan?.meta.width),
    length: text(plan?.meta.length),
    bedroomCount: text(plan?.meta.bedroomCount ?? 0),
    bathroomCount: text(plan?.meta.bathroomCount ?? 0),
    kitchenCount: text(plan?.meta.kitchenCount ?? 0),
    planSVG: plan?.planSVG ?? '',
  };
}

function areasOf(areas: AdminPlan['available'] | undefined): Areas {
  return areas
    ? { states: [...areas.states], counties: [...areas.counties], cities: [...areas.cities] }
    : NO_AREAS;
}

function PlanForm({ plan }: { plan?: AdminPlan }) {
  const title = plan ? 'Edit plan' : 'New plan';
  useDocumentMeta(title);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const showToast = useAppStore((s) => s.showToast);
  const contractors = useAdminQuery(CONTRACTORS_KEY, ADMIN_CONTRACTORS, {});
  const form = useForm(initialValues(plan), validatePlan);
  const { field, select, checkbox, values, handleSubmit, validateAll, submitting } = form;

  const [mainImage, setMainImage] = useState<UploadedImage[]>(
    plan?.image ? [storedImage({ url: plan.image })] : [],
  );
  const [photos, setPhotos] = useState<UploadedImage[]>(() =>
    (plan?.photos ?? []).map((photo) =>
      storedImage({
        url: photo.original,
        name: photo.name,
        size: photo.size || undefined,
        type: photo.type || undefined,
        compressed: photo.compressed ?? undefined,
      }),
    ),
  );
  const [flags, setFlags] = useState<Map<string, PhotoFlags>>(
    () =>
      new Map(
        (plan?.photos ?? []).map((photo) => [
          photo.original,
          { isPublish: photo.isPublish, isPrimary: photo.isPrimary },
        ]),
      ),
  );
  const [rooms, setRooms] = useState<RoomAreas>({
    bedroom: (plan?.meta.bedroom ?? []).map((room) => String(room.area)),
    bathroom: (plan?.meta.bathroom ?? []).map((room) => String(room.area)),
    kitchen: (plan?.meta.kitchen ?? []).map((room) => String(room.area)),
  });
  const [available, setAvailable] = useState<Areas>(areasOf(plan?.available));
  const [preApprovedArea, setPreApprovedArea] = useState<Areas>(areasOf(plan?.preApprovedArea));
  const [submitted, setSubmitted] = useState(false);
  const [dialog, setDialog] = useState<'configurator' | 'photos' | 'exteriors' | undefined>();

  const mainError = submitted ? mainImageError(mainImage) : undefined;
  const uploading = [...mainImage, ...photos].some((image) => image.status === 'uploading');
  const url = field('url');
  const planSVG = field('planSVG');
  const contractorOptions = (contractors.data?.contractors ?? []).map((c) => ({
    value: c.id,
    label: c.name,
  }));
  if (plan?.contractor?.removedAt) {
    contractorOptions.push({
      value: plan.contractor.id,
      label: `${plan.contractor.name} (removed)`,
    });
  }

  const submit = handleSubmit(async (typed) => {
    if (mainImageError(mainImage)) {
      document.getElementById('plan-main-image')?.focus();
      return;
    }
    const input = toPlanInput({
      values: typed,
      mainImage,
      photos,
      flags,
      rooms,
      available,
      preApprovedArea,
    });
    try {
      const id = plan
        ? (await gqlRequest(PLAN_UPDATE, { id: plan.id, input })).planUpdate.id
        : (await gqlRequest(PLAN_CREATE, { input })).planCreate.id;
      await queryClient.invalidateQueries({ queryKey: PLANS_KEY });
      showToast('success', plan ? 'Plan successfully updated' : 'Plan successfully created');
      void navigate(`/admin/plan/${encodeURIComponent(id)}`);
    } catch (error) {
      // SPEC §8: a failed create or update shows the server's message.
      showToast('error', messageOr(error, 'An unexpected error occurred'));
    }
  });

  const readSvgFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_SVG_BYTES) {
      showToast('error', 'The drawing may be at most 2 MB.');
      return;
    }
    planSVG.onChange(await file.text());
  };

  /**
   * SPEC §8: the studio opens only from a form that passes its checks; otherwise the messages
   * show as on a submit. Unsaved edits stay behind, as when leaving by any other link.
   */
  const openStudio = (id: string) => {
    setSubmitted(true);
    const fieldsValid = validateAll();
    if (!fieldsValid || mainImageError(mainImage)) {
      if (fieldsValid) document.getElementById('plan-main-image')?.focus();
      showToast('error', 'Form validation failed. Please check the form for errors.');
      return;
    }
    showToast('success', 'Redirecting to Creative Studio...');
    void navigate(`/admin/plan/creative-studio/${encodeURIComponent(id)}`);
  };

  // The photos an exterior generation can start from: the gallery's stored ones.
  const storedPhotos = photos.flatMap((photo) =>
    photo.status === 'done' && photo.url
      ? [{ url: photo.url, thumb: photo.compressed?.url || photo.url }]
      : [],
  );
  // The gallery's photos the Creative Studio made, labelled 'AI render' (by url).
  const generated = new Map(
    (plan?.photos ?? []).flatMap((photo) =>
      photo.aiGenerated ? [[photo.original, photo] as const] : [],
    ),
  );

  const backPath = plan ? `/admin/plan/${encodeURIComponent(plan.id)}` : '/admin/plans';
  return (
    <RecordCard
      titleId="plan-form-title"
      title={title}
      listPath="/admin/plans"
      listLabel="Plans"
      wide
    >
      <form
        className={styles.form}
        onSubmit={(event) => {
          setSubmitted(true);
          submit(event);
        }}
        noValidate
      >
        <section className={styles.card} aria-labelledby="plan-basic-title">
          <h2 id="plan-basic-title" className={styles.cardTitle}>
            Basic info
          </h2>
          <SelectField
            label="Contractor"
            field={select('contractorId')}
            placeholder={contractors.isPending ? 'Loading contractors…' : 'Select contractor'}
            options={contractorOptions}
          />
          <TextField label="Title" field={field('title')} />
          <TextareaField label="Description" field={field('description')} />
          <div className={styles.fieldGrid}>
            <TextField label="Decor ID" field={field('decorId')} />
            <TextField label="Plan ID" field={field('planId')} />
          </div>
          <div className={styles.linkRow}>
            <TextField label="Link on view" type="url" field={url} />
            <a
              className={classNames(buttons.secondary, !url.value.trim() && styles.disabledLink)}
              href={url.value.trim() || undefined}
              target="_blank"
              rel="noreferrer"
              aria-disabled={!url.value.trim()}
            >
              <ExternalLink aria-hidden size={16} />
              View
            </a>
            <button
              type="button"
              className={buttons.secondary}
              onClick={() => setDialog('configurator')}
            >
              <Box aria-hidden size={16} />
              Find configurator
            </button>
          </div>
        </section>

        <section className={styles.card} aria-labelledby="plan-main-image-title">
          <h2 id="plan-main-image-title" className={styles.cardTitle}>
            Main image
          </h2>
          <div id="plan-main-image" tabIndex={-1} aria-describedby="plan-main-image-error">
            <ImageUpload
              label="Main image"
              value={mainImage}
              onChange={setMainImage}
              folder="plans"
              watermark
            />
          </div>
          <FieldError id="plan-main-image-error" message={mainError} />
        </section>

        <section className={styles.card} aria-labelledby="plan-photos-title">
          <div className={styles.cardHeader}>
            <h2 id="plan-photos-title" className={styles.cardTitle}>
              Photos ({photos.length} of {MAX_PLAN_PHOTOS})
            </h2>
            <div className={styles.cardActions}>
              <button
                type="button"
                className={buttons.secondary}
                onClick={() => setDialog('photos')}
              >
                <Images aria-hidden size={16} />
                Find photos
              </button>
              {plan ? (
                <button
                  type="button"
                  className={buttons.secondary}
                  onClick={() => openStudio(plan.id)}
                >
                  <Wand2 aria-hidden size={16} />
                  Creative Studio
                </button>
              ) : null}
            </div>
          </div>
          <PlanPhotosField
            photos={photos}
            onPhotosChange={setPhotos}
            flags={flags}
            onFlagsChange={setFlags}
            onSetMain={(photo) => setMainImage([asMainImage(photo)])}
            generated={generated}
          />
        </section>

        {plan ? (
          <section className={styles.card} aria-labelledby="plan-exteriors-title">
            <div className={styles.cardHeader}>
              <h2 id="plan-exteriors-title" className={styles.cardTitle}>
                Exterior generations
              </h2>
              {storedPhotos.length > 0 ? (
                <button
                  type="button"
                  className={buttons.secondary}
                  onClick={() => setDialog('exteriors')}
                >
                  <Paintbrush aria-hidden size={16} />
                  Generate exteriors
                </button>
              ) : null}
            </div>
            <FluxGenerationsList planId={plan.id} />
          </section>
        ) : null}

        <AreaPicker label="Available areas" value={available} onChange={setAvailable} />

        <section className={styles.card} aria-labelledby="plan-property-title">
          <h2 id="plan-property-title" className={styles.cardTitle}>
            Property
          </h2>
          <div className={styles.checks}>
            <CheckboxField label="Hide" field={checkbox('isHidden')} />
            <CheckboxField label="Is Modular" field={checkbox('isModular')} />
            <CheckboxField label="Is Manufactured" field={checkbox('isManufactured')} />
            <CheckboxField label="Has AR Model" field={checkbox('hasARModel')} />
            <CheckboxField label="Pre Approved" field={checkbox('preApproved')} />
          </div>
          <div className={styles.fieldGrid}>
            <TextField label="AR Model Link" type="url" field={field('arModelLink')} />
            <TextField label="Source plan" type="url" field={field('sourcePlan')} />
            <TextField
              label="Plan Cost"
              hint="dollars"
              field={field('planCost')}
              inputMode="decimal"
            />
            <TextField
              label="Fix Price"
              hint="dollars"
              field={field('fixPrice')}
              inputMode="decimal"
            />
          </div>
        </section>

        {values.preApproved ? (
          <AreaPicker
            label="Pre-approved areas"
            value={preApprovedArea}
            onChange={setPreApprovedArea}
          />
        ) : null}

        <PlanMetaCard field={field} select={select} rooms={rooms} onRoomsChange={setRooms} />

        <section className={styles.card} aria-labelledby="plan-svg-title">
          <h2 id="plan-svg-title" className={styles.cardTitle}>
            Floor plan (SVG)
          </h2>
          <p className={styles.muted}>
            Paste the drawing&apos;s SVG markup or choose an .svg file; scripts and outside
            references are removed when it is saved.
          </p>
          <label className={buttons.secondary}>
            Choose SVG file
            <input
              type="file"
              accept=".svg,image/svg+xml"
              className={styles.hiddenInput}
              onChange={(event) => void readSvgFile(event)}
            />
          </label>
          <TextareaField label="SVG markup" field={planSVG} rows={6} className={styles.monospace} />
          {floorPlanSrc(planSVG.value) ? (
            // An <img> never runs a drawing's scripts, so the unsaved markup is safe to show.
            <img
              className={styles.svgPreview}
              src={floorPlanSrc(planSVG.value)}
              alt="Floor plan preview"
            />
          ) : null}
        </section>

        <FormActions
          submitLabel={plan ? 'Update Plan' : 'Create Plan'}
          cancelTo={backPath}
          submitting={submitting}
          disabled={uploading}
        />
      </form>
      {dialog === 'configurator' ? (
        <ConfiguratorFinderDialog
          decorId={values.decorId}
          planId={values.planId}
          onClose={() => setDialog(undefined)}
          onAdd={({ link, configuratorId }) => {
            url.onChange(link);
            if (!values.planId.trim()) field('planId').onChange(configuratorId);
          }}
        />
      ) : null}
      {dialog === 'photos' ? (
        <FindPhotosDialog
          decorId={values.decorId}
          planId={values.planId}
          room={MAX_PLAN_PHOTOS - photos.length}
          onClose={() => setDialog(undefined)}
          onAdd={(added) => setPhotos((current) => [...current, ...added])}
        />
      ) : null}
      {dialog === 'exteriors' && plan ? (
        <ExteriorGenerationDialog
          planId={plan.id}
          photos={storedPhotos}
          onClose={() => setDialog(undefined)}
        />
      ) : null}
    </RecordCard>
  );
}
