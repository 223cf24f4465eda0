import { Modal } from '../../components/dialog/Modal';
import styles from './CreativeStudio.module.css';

/** The model's preset prompts; a click puts one in the prompt box. */
export function PresetsDialog({
  prompts,
  onPick,
  onClose,
}: {
  prompts: readonly string[];
  onPick: (prompt: string) => void;
  onClose: () => void;
}) {
  return (
    <Modal title="Presets" onClose={onClose} dismiss="Close">
      <ul className={styles.presets} aria-label="Preset prompts">
        {prompts.map((prompt) => (
          <li key={prompt}>
            <button
              type="button"
              className={styles.preset}
              onClick={() => {
                onPick(prompt);
                onClose();
              }}
            >
              {prompt}
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
