import type { ChangeEvent } from 'react';
import buttons from '../../../../components/buttons.module.css';
import { TextareaField } from '../../../../components/form/TextareaField';
import type { TextFieldBinding } from '../../../../components/form/useForm';
import { floorPlanSrc } from '../../../../lib/floorPlanImage';
import { useAppStore } from '../../../../stores/appStore';
import { FormCard } from './FormCard';
import styles from './PlanForm.module.css';

/** Largest floor-plan drawing read from a file, as the API accepts it. */
const MAX_SVG_BYTES = 2 * 1024 * 1024;

/** The floor plan: its SVG markup, pasted or read from a file, with a preview. */
export function PlanSvgSection({ field }: { field: TextFieldBinding }) {
  const showToast = useAppStore((s) => s.showToast);
  const readSvgFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_SVG_BYTES) {
      showToast('error', 'The drawing may be at most 2 MB.');
      return;
    }
    field.onChange(await file.text());
  };
  const preview = floorPlanSrc(field.value);
  return (
    <FormCard id="plan-svg" title="Floor plan (SVG)">
      <p className={styles.muted}>
        Paste the drawing&apos;s SVG markup or choose an .svg file; scripts and outside references
        are removed when it is saved.
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
      <TextareaField label="SVG markup" field={field} rows={6} className={styles.monospace} />
      {preview ? (
        // An <img> never runs a drawing's scripts, so the unsaved markup is safe to show.
        <img className={styles.svgPreview} src={preview} alt="Floor plan preview" />
      ) : null}
    </FormCard>
  );
}
