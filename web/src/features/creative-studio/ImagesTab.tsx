import { useState } from 'react';
import styles from './CreativeStudio.module.css';
import { GenerationForm } from './GenerationForm';
import { SourceImages } from './SourceImages';
import type { StudioPlan } from './api/studioApi';
import { TaskList } from './TaskList';

/** The Images tab: the source images, the model and its prompt, and the plan's tasks. */
export function ImagesTab({ plan }: { plan: StudioPlan }) {
  const [images, setImages] = useState<readonly string[]>([]);
  return (
    <div className={styles.imagesTab}>
      <div className={styles.compose}>
        <SourceImages photos={plan.photos} chosen={images} onChange={setImages} />
        <GenerationForm planId={plan.id} images={images} />
      </div>
      <TaskList planId={plan.id} />
    </div>
  );
}
