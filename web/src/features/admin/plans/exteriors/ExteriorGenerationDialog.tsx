import { useId, useState } from 'react';
import { Modal } from '../../../../components/dialog/Modal';
import { SelectOptions } from '../../../../components/form/SelectOptions';
import { useAppStore } from '../../../../stores/appStore';
import {
  CONTROL_TYPES,
  defaultSettings,
  defaultStyles,
  EXTERIOR_CONTROLS,
  EXTERIOR_STYLES,
  styleLabel,
  type Control,
  type ExteriorSettings,
  type SliderSetting,
} from './exteriorGeneration';
import styles from './ExteriorGeneration.module.css';
import { useGenerateExteriors } from '../api/exteriorsApi';

const SLIDERS: { key: SliderSetting; label: string }[] = [
  { key: 'steps', label: 'Steps' },
  { key: 'guidance', label: 'Guidance' },
  { key: 'control_scale', label: 'Control scale' },
  { key: 'control_guidance_start', label: 'Control guidance start' },
  { key: 'control_guidance_end', label: 'Control guidance end' },
];

/**
 * The plan form's exterior generation (SPEC §2.4, §5, §7.3): one of the plan's photos rendered
 * in each checked style, with the flux controls at SPEC's ranges and defaults. The generation is
 * queued and followed in the list under the dialog's button.
 */
export function ExteriorGenerationDialog({
  planId,
  photos,
  onClose,
}: {
  planId: string;
  /** The plan's stored photos: the url to send and a thumbnail to show. */
  photos: readonly { url: string; thumb: string }[];
  onClose: () => void;
}) {
  const ids = useId();
  const showToast = useAppStore((s) => s.showToast);
  const [image, setImage] = useState(photos[0]?.url ?? '');
  const [settings, setSettings] = useState<ExteriorSettings>(defaultSettings);
  const [checked, setChecked] = useState<ReadonlySet<string>>(() => new Set(defaultStyles()));
  const generation = useGenerateExteriors();
  const sending = generation.isPending;

  const set = (key: keyof ExteriorSettings, value: number) =>
    setSettings((current) => ({ ...current, [key]: value }));
  const chosenStyles = chosenOf(checked);
  const ready = image !== '' && chosenStyles.length > 0;

  const generate = async () => {
    if (!ready || sending) return;
    try {
      await generation.mutateAsync({ styles: chosenStyles, image, planId, settings });
      showToast('success', 'Exterior generation queued');
      onClose();
    } catch (error) {
      showToast('error', error instanceof Error ? error.message : 'The generation failed.');
    }
  };

  return (
    <Modal
      title="Generate exteriors"
      onClose={onClose}
      dismiss="Cancel"
      confirm={{
        label: 'Generate',
        disabled: !ready || sending,
        busy: sending,
        onClick: () => void generate(),
      }}
    >
      <div className={styles.dialogBody}>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Source image</legend>
          <ul className={styles.sources}>
            {photos.map((photo, index) => (
              <li key={photo.url}>
                <label className={styles.source}>
                  <input
                    type="radio"
                    name={`${ids}-image`}
                    value={photo.url}
                    checked={image === photo.url}
                    aria-label={`Photo ${index + 1}`}
                    onChange={() => setImage(photo.url)}
                  />
                  <img src={photo.thumb} alt="" loading="lazy" />
                </label>
              </li>
            ))}
          </ul>
        </fieldset>

        <div className={styles.controls}>
          {SLIDERS.map(({ key, label }) => (
            <Slider
              key={key}
              id={`${ids}-${key}`}
              label={label}
              control={EXTERIOR_CONTROLS[key]}
              value={settings[key]}
              onChange={(value) => set(key, value)}
            />
          ))}
          <div className={styles.control}>
            <label htmlFor={`${ids}-control-type`}>Control type</label>
            <select
              id={`${ids}-control-type`}
              className={styles.select}
              value={settings.control_type}
              onChange={(event) => set('control_type', Number(event.target.value))}
            >
              <SelectOptions options={CONTROL_TYPES} />
            </select>
          </div>
        </div>

        <StylesField checked={checked} onChange={setChecked} />
      </div>
    </Modal>
  );
}

/** The styles in their order, those checked. */
const chosenOf = (checked: ReadonlySet<string>) =>
  EXTERIOR_STYLES.map((style) => style.key).filter((key) => checked.has(key));

/** Every style of SPEC §9 to check or not; at least one is needed. */
function StylesField({
  checked,
  onChange,
}: {
  checked: ReadonlySet<string>;
  onChange: (next: ReadonlySet<string>) => void;
}) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Styles</legend>
      <div className={styles.styles}>
        {EXTERIOR_STYLES.map(({ key }) => (
          <label key={key} className={styles.check}>
            <input
              type="checkbox"
              value={key}
              checked={checked.has(key)}
              onChange={(event) => {
                const next = new Set(checked);
                if (event.target.checked) next.add(key);
                else next.delete(key);
                onChange(next);
              }}
            />
            {styleLabel(key)}
          </label>
        ))}
      </div>
      {chosenOf(checked).length === 0 ? (
        <p className={styles.muted}>Check at least one style.</p>
      ) : null}
    </fieldset>
  );
}

function Slider({
  id,
  label,
  control,
  value,
  onChange,
}: {
  id: string;
  label: string;
  control: Control;
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <div className={styles.control}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.sliderRow}>
        <input
          id={id}
          type="range"
          min={control.min}
          max={control.max}
          step={control.step}
          value={value}
          onChange={(event) => onChange(Number(event.target.value))}
        />
        <output htmlFor={id} className={styles.value}>
          {value}
        </output>
      </div>
    </div>
  );
}
