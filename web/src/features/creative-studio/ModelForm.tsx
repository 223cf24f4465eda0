import { ListChecks, Sparkles, TriangleAlert } from 'lucide-react';
import { useId, useState, type KeyboardEvent, type SubmitEvent } from 'react';
import buttons from '../../components/buttons.module.css';
import fieldStyles from '../../components/form/Field.module.css';
import { FieldSelect } from '../../components/form/FieldSelect';
import type { GenerationModel } from './api/studioApi';
import styles from './CreativeStudio.module.css';
import {
  defaultScale,
  settingsEntries,
  UPSCALE_FACTORS,
  UPSCALER,
  type UpscaleFactor,
} from './generationRequest';
import { PresetsDialog } from './PresetsDialog';
import { useGenerate } from './useGenerate';

/**
 * The chosen model's form: the model select, its settings, the upscaler's factor or the model's
 * style and prompt, and Generate. It starts from the model's own style and factor (its parent
 * keys it by the model); the prompt is the parent's, as it outlives a change of model.
 */
export function ModelForm({
  planId,
  images,
  models,
  model,
  onModelChange,
  prompt,
  onPromptChange,
}: {
  planId: string;
  images: readonly string[];
  models: readonly GenerationModel[];
  model: GenerationModel;
  onModelChange: (key: string) => void;
  prompt: string;
  onPromptChange: (prompt: string) => void;
}) {
  const [style, setStyle] = useState('');
  const [scale, setScale] = useState<UpscaleFactor>(() => defaultScale(model.settings));
  const { blocker, sending, generate } = useGenerate(planId, {
    model,
    images,
    style,
    prompt,
    scale,
  });
  const upscaler = model.key === UPSCALER;

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    generate();
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <ModelSelect models={models} model={model} onChange={onModelChange} />
      <ModelSettings model={model} />
      {upscaler ? <ScaleChoice scale={scale} onChange={setScale} /> : null}
      {model.styles.length > 0 ? (
        <StyleSelect styles={model.styles} style={style} onChange={setStyle} />
      ) : null}
      {upscaler ? (
        <p className={styles.muted}>
          The upscaler enlarges the first chosen image; it takes no prompt.
        </p>
      ) : (
        <PromptField
          prompt={prompt}
          presets={model.prompts}
          onChange={onPromptChange}
          onEnter={generate}
        />
      )}
      <GenerateButton blocker={blocker} sending={sending} />
    </form>
  );
}

/**
 * The model to run. One that does not run here can still be chosen, to read its settings and why
 * it does not run (shown under the select), but not run.
 */
function ModelSelect({
  models,
  model,
  onChange,
}: {
  models: readonly GenerationModel[];
  model: GenerationModel;
  onChange: (key: string) => void;
}) {
  const warningId = useId();
  return (
    <FieldSelect
      label="Model"
      value={model.key}
      options={models.map((each) => ({
        value: each.key,
        label: each.available ? each.label : `${each.label} (not available here)`,
      }))}
      describedBy={model.available ? undefined : warningId}
      onChange={onChange}
    >
      {model.available ? null : (
        <p id={warningId} className={styles.warning}>
          <TriangleAlert aria-hidden size={16} />
          <span>{model.unavailableReason ?? 'This model does not run here.'}</span>
        </p>
      )}
    </FieldSelect>
  );
}

/** The model's settings as 'key: value' lines, when it has any. */
function ModelSettings({ model }: { model: GenerationModel }) {
  const id = useId();
  const settings = settingsEntries(model.key, model.settings);
  if (settings.length === 0) return null;
  return (
    <div>
      <h3 className={styles.subTitle} id={id}>
        Settings
      </h3>
      <ul aria-labelledby={id} className={styles.settingsList}>
        {settings.map(([key, value]) => (
          <li key={key}>
            <span className={styles.settingKey}>{key}:</span> {value}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The upscaler's factor. */
function ScaleChoice({
  scale,
  onChange,
}: {
  scale: UpscaleFactor;
  onChange: (scale: UpscaleFactor) => void;
}) {
  const name = useId();
  return (
    <fieldset className={styles.scale}>
      <legend className={fieldStyles.label}>Scale</legend>
      {UPSCALE_FACTORS.map((factor) => (
        <label key={factor} className={styles.radio}>
          <input
            type="radio"
            name={name}
            value={factor}
            checked={scale === factor}
            onChange={() => onChange(factor)}
          />
          {factor}×
        </label>
      ))}
    </fieldset>
  );
}

/** The model's style; none is chosen at first, and Generate waits for one. */
function StyleSelect({
  styles: choices,
  style,
  onChange,
}: {
  styles: GenerationModel['styles'];
  style: string;
  onChange: (style: string) => void;
}) {
  return (
    <FieldSelect
      label="Style"
      value={style}
      placeholder="Choose a style"
      options={choices.map((each) => ({ value: each.key, label: each.label }))}
      onChange={onChange}
    />
  );
}

/**
 * The prompt, with the model's preset prompts to fill it from. Enter generates (`onEnter`);
 * Shift+Enter starts a new line.
 */
function PromptField({
  prompt,
  presets,
  onChange,
  onEnter,
}: {
  prompt: string;
  presets: readonly string[];
  onChange: (prompt: string) => void;
  onEnter: () => void;
}) {
  const id = useId();
  const [choosing, setChoosing] = useState(false);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onEnter();
  };

  return (
    <div className={fieldStyles.field}>
      <div className={styles.promptHeader}>
        <label className={fieldStyles.label} htmlFor={`${id}-prompt`}>
          Prompt
        </label>
        {presets.length > 0 ? (
          <button
            type="button"
            className={`${buttons.secondary} ${buttons.small}`}
            onClick={() => setChoosing(true)}
          >
            <ListChecks aria-hidden size={14} />
            Presets
          </button>
        ) : null}
      </div>
      <textarea
        id={`${id}-prompt`}
        className={fieldStyles.input}
        rows={4}
        value={prompt}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <span id={`${id}-hint`} className={fieldStyles.hint}>
        Enter generates; Shift+Enter starts a new line.
      </span>
      {choosing ? (
        <PresetsDialog prompts={presets} onPick={onChange} onClose={() => setChoosing(false)} />
      ) : null}
    </div>
  );
}

/** Generate, with why it cannot run yet beside it. */
function GenerateButton({ blocker, sending }: { blocker: string | undefined; sending: boolean }) {
  const id = useId();
  return (
    <div className={styles.generateRow}>
      <button
        type="submit"
        className={buttons.primary}
        disabled={blocker !== undefined || sending}
        aria-busy={sending}
        aria-describedby={blocker ? id : undefined}
      >
        <Sparkles aria-hidden size={16} />
        Generate
      </button>
      {blocker ? (
        <span id={id} className={styles.muted}>
          {blocker}
        </span>
      ) : null}
    </div>
  );
}
