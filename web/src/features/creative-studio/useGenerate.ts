import { messageOr } from '../../lib/graphql/errors';
import { useAppStore } from '../../stores/appStore';
import { useCreateGenerationTask, type GenerationModel } from './api/studioApi';
import { generateBlocker, generationRequest, type StudioChoices } from './generationRequest';

/**
 * Generate's workflow: why it cannot run yet (`blocker`), and `generate`, which queues the task
 * the choices make (the task list shows it) and says how it went; ignored while blocked or sending.
 */
export function useGenerate(planId: string, choices: StudioChoices & { model: GenerationModel }) {
  const showToast = useAppStore((s) => s.showToast);
  const create = useCreateGenerationTask();
  const blocker = generateBlocker(choices);
  const sending = create.isPending;

  const generate = () => {
    if (blocker || sending) return;
    create.mutate(
      { input: { planId, input: generationRequest(choices) } },
      {
        onSuccess: () => showToast('success', 'Task successfully created'),
        onError: (error) => showToast('error', messageOr(error, 'The task could not be created.')),
      },
    );
  };

  return { blocker, sending, generate };
}
