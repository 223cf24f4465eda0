import { useQueryClient } from '@tanstack/react-query';
import { ListChecks, Sparkles, TriangleAlert } from 'lucide-react';
import { useId, useState, type KeyboardEvent, type SubmitEvent } from 'react';
import buttons from '../../components/buttons.module.css';
import fieldStyles from '../../components/form/Field.module.css';
import { Spinner } from '../../components/Spinner';
import { gqlRequest } from '../../lib/graphql/client';
import { messageOr } from '../../lib/graphql/errors';
import { useAppStore } from '../../stores/appStore';
import styles from './CreativeStudio.module.css';
import {
  DEFAULT_MODEL,
  defaultScale,
  generateBlocker,
  generationRequest,
  settingsEntries,
  UPSCALE_FACTORS,
  UPSCALER,
  type UpscaleFactor,
} from './generationRequest';
import { PresetsDialog } from './PresetsDialog';
import { CREATE_GENERATION_TASK, TASKS_KEY, type GenerationModel } from './studioOperations';
import { useGenerationModels } from './useGenerationModels';

/**
 * The model, its settings, style and prompt, and Generate (SPEC §2.4, §5). Generate waits for a
 * source image, and for a style when the model has styles; Enter in the prompt generates too
 * (Shift+Enter starts a new line). A model that does not run here can still be chosen, to read
 * its settings and why it does not run (shown under the select), but not run: its task could
 * only fail.
 */
export function GenerationForm({ planId, images }: { planId: string; images: readonly string[] }) {
  const models = useGenerationModels();
  const [modelKey, setModelKey] = useState(DEFAULT_MODEL);
  // The prompt outlives a change of model: typing it, then choosing the model to run it on, is
  // the usual order.
  const [prompt, setPrompt] = useState('');
  const list = models.data?.generationModels ?? [];
  const model = list.find((each) => each.key === modelKey) ?? list[0];

  let body;
  if (models.isPending) {
    body = <Spinner label="Loading models" size={32} />;
  } else if (models.isError) {
    body = (
      <p role="alert" className={styles.error}>
        {messageOr(models.error, 'The models could not be loaded.')}
      </p>
    );
  } else if (!model) {
    body = <p className={styles.muted}>No model is offered.</p>;
  } else {
    body = (
      // Each model starts from its own style and factor.
      <ModelForm
        key={model.key}
        planId={planId}
        images={images}
        models={list}
        model={model}
        onModelChange={setModelKey}
        prompt={prompt}
        onPromptChange={setPrompt}
      />
    );
  }

  return (
    <section className={styles.card} aria-labelledby="studio-generate-title">
      <h2 id="studio-generate-title" className={styles.cardTitle}>
        Generate
      </h2>
      {body}
    </section>
  );
}

function ModelForm({
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
  const ids = useId();
  const queryClient = useQueryClient();
  const showToast = useAppStore((s) => s.showToast);
  const [style, setStyle] = useState('');
  const [scale, setScale] = useState<UpscaleFactor>(() => defaultScale(model.settings));
  const [presets, setPresets] = useState(false);
  const [sending, setSending] = useState(false);

  const upscaler = model.key === UPSCALER;
  const blocker = generateBlocker({ model, images, style });
  const settings = settingsEntries(model.key, model.settings);

  const generate = async () => {
    if (blocker || sending) return;
    setSending(true);
    try {
      const input = generationRequest({ model, images, style, prompt, scale });
      await gqlRequest(CREATE_GENERATION_TASK, { input: { planId, input } });
      showToast('success', 'Task successfully created');
      await queryClient.invalidateQueries({ queryKey: TASKS_KEY });
    } catch (error) {
      showToast('error', messageOr(error, 'The task could not be created.'));
    } finally {
      setSending(false);
    }
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void generate();
  };

  const onPromptKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void generate();
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={`${ids}-model`}>
          Model
        </label>
        <select
          id={`${ids}-model`}
          className={fieldStyles.input}
          value={model.key}
          aria-describedby={model.available ? undefined : `${ids}-unavailable`}
          onChange={(event) => onModelChange(event.target.value)}
        >
          {models.map((each) => (
            <option key={each.key} value={each.key}>
              {each.available ? each.label : `${each.label} (not available here)`}
            </option>
          ))}
        </select>
        {model.available ? null : (
          <p id={`${ids}-unavailable`} className={styles.warning}>
            <TriangleAlert aria-hidden size={16} />
            <span>{model.unavailableReason ?? 'This model does not run here.'}</span>
          </p>
        )}
      </div>

      {settings.length > 0 ? (
        <div>
          <h3 className={styles.subTitle} id={`${ids}-settings`}>
            Settings
          </h3>
          <ul aria-labelledby={`${ids}-settings`} className={styles.settingsList}>
            {settings.map(([key, value]) => (
              <li key={key}>
                <span className={styles.settingKey}>{key}:</span> {value}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {upscaler ? (
        <fieldset className={styles.scale}>
          <legend className={fieldStyles.label}>Scale</legend>
          {UPSCALE_FACTORS.map((factor) => (
            <label key={factor} className={styles.radio}>
              <input
                type="radio"
                name={`${ids}-scale`}
                value={factor}
                checked={scale === factor}
                onChange={() => setScale(factor)}
              />
              {factor}×
            </label>
          ))}
        </fieldset>
      ) : null}

      {model.styles.length > 0 ? (
        <div className={fieldStyles.field}>
          <label className={fieldStyles.label} htmlFor={`${ids}-style`}>
            Style
          </label>
          <select
            id={`${ids}-style`}
            className={fieldStyles.input}
            value={style}
            onChange={(event) => setStyle(event.target.value)}
          >
            <option value="" disabled>
              Choose a style
            </option>
            {model.styles.map((each) => (
              <option key={each.key} value={each.key}>
                {each.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}

      {upscaler ? (
        <p className={styles.muted}>
          The upscaler enlarges the first chosen image; it takes no prompt.
        </p>
      ) : (
        <div className={fieldStyles.field}>
          <div className={styles.promptHeader}>
            <label className={fieldStyles.label} htmlFor={`${ids}-prompt`}>
              Prompt
            </label>
            {model.prompts.length > 0 ? (
              <button
                type="button"
                className={`${buttons.secondary} ${buttons.small}`}
                onClick={() => setPresets(true)}
              >
                <ListChecks aria-hidden size={14} />
                Presets
              </button>
            ) : null}
          </div>
          <textarea
            id={`${ids}-prompt`}
            className={fieldStyles.input}
            rows={4}
            value={prompt}
            aria-describedby={`${ids}-prompt-hint`}
            onChange={(event) => onPromptChange(event.target.value)}
            onKeyDown={onPromptKey}
          />
          <span id={`${ids}-prompt-hint`} className={fieldStyles.hint}>
            Enter generates; Shift+Enter starts a new line.
          </span>
        </div>
      )}

      <div className={styles.generateRow}>
        <button
          type="submit"
          className={buttons.primary}
          disabled={blocker !== undefined || sending}
          aria-busy={sending}
          aria-describedby={blocker ? `${ids}-blocker` : undefined}
        >
          <Sparkles aria-hidden size={16} />
          Generate
        </button>
        {blocker ? (
          <span id={`${ids}-blocker`} className={styles.muted}>
            {blocker}
          </span>
        ) : null}
      </div>

      {presets ? (
        <PresetsDialog
          prompts={model.prompts}
          onPick={onPromptChange}
          onClose={() => setPresets(false)}
        />
      ) : null}
    </form>
  );
}
