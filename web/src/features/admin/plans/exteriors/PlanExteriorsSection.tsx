import { Paintbrush } from 'lucide-react';
import buttons from '../../../../components/buttons.module.css';
import { FormCard } from '../form/FormCard';
import { FluxGenerationsList } from './FluxGenerationsList';

/** A stored plan's exterior generations, with Generate exteriors once it has a stored photo. */
export function PlanExteriorsSection({
  planId,
  onGenerate,
}: {
  planId: string;
  /** Absent while the gallery has no stored photo to start from. */
  onGenerate: (() => void) | undefined;
}) {
  return (
    <FormCard
      id="plan-exteriors"
      title="Exterior generations"
      actions={
        onGenerate ? (
          <button type="button" className={buttons.secondary} onClick={onGenerate}>
            <Paintbrush aria-hidden size={16} />
            Generate exteriors
          </button>
        ) : undefined
      }
    >
      <FluxGenerationsList planId={planId} />
    </FormCard>
  );
}
