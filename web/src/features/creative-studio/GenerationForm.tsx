import { useState } from 'react';
import { Spinner } from '../../components/Spinner';
import { messageOr } from '../../lib/graphql/errors';
import { useGenerationModels } from './api/studioApi';
import styles from './CreativeStudio.module.css';
import { DEFAULT_MODEL } from './generationRequest';
import { ModelForm } from './ModelForm';

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
