import { useId, useState, type SubmitEvent } from 'react';
import buttons from '../../../../components/buttons.module.css';
import { Modal } from '../../../../components/dialog/Modal';
import fieldStyles from '../../../../components/form/Field.module.css';
import { formatLocalDate } from '../../../../lib/dates';
import { useAppStore } from '../../../../stores/appStore';
import { configuratorLink } from '../../../../lib/configuratorLink';
import { useFindConfigurator } from '../api/configuratorApi';
import { ConfiguratorAnswer } from './ConfiguratorAnswer';
import styles from './PlanForm.module.css';

/**
 * Finds the 3D configurators of a decor or plan id in the configurator service; Add fills the
 * plan's link on view with the configurator's page (and its Plan ID when it has none).
 */
export function ConfiguratorFinderDialog({
  decorId,
  planId,
  onAdd,
  onClose,
}: {
  decorId: string;
  planId: string;
  onAdd: (found: { link: string; configuratorId: string }) => void;
  onClose: () => void;
}) {
  const appUrl = useAppStore((s) => s.config.configuratorAppUrl);
  const decorInput = useId();
  const idInput = useId();
  const [typed, setTyped] = useState({ decorId, id: planId });
  const [asked, setAsked] = useState(
    decorId.trim() || planId.trim() ? { decorId: decorId.trim(), id: planId.trim() } : undefined,
  );
  const search = useFindConfigurator(asked);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAsked({ decorId: typed.decorId.trim(), id: typed.id.trim() });
  };

  const results = (
    <ConfiguratorAnswer
      query={search}
      found={(data) => data.findConfigurator}
      idleText={asked ? undefined : 'Enter a Decor ID or a Plan ID to search for.'}
      loadingText="Searching the configurator service"
      emptyText="No configurators found."
    >
      {(data) => (
        <ul className={styles.found} aria-label="Configurators found">
          {data.findConfigurator.map((found) => {
            const link = configuratorLink(appUrl, found._id);
            return (
              <li key={found._id} className={styles.foundItem}>
                <div>
                  <strong>{found.name || found._id}</strong>
                  <div className={styles.muted}>
                    {[found.product, found._id, isoDate(found.createdAt)]
                      .filter(Boolean)
                      .join(' · ')}
                  </div>
                </div>
                <button
                  type="button"
                  className={buttons.primary}
                  disabled={!link}
                  title={link ? undefined : 'The configurator page is not configured'}
                  onClick={() => {
                    if (!link) return;
                    onAdd({ link, configuratorId: found._id });
                    onClose();
                  }}
                >
                  Add
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </ConfiguratorAnswer>
  );

  return (
    <Modal title="Find configurator" onClose={onClose} dismiss="Close">
      <form className={styles.finder} onSubmit={submit}>
        <label htmlFor={decorInput}>Decor ID</label>
        <input
          id={decorInput}
          className={fieldStyles.input}
          value={typed.decorId}
          onChange={(event) => setTyped({ ...typed, decorId: event.target.value })}
        />
        <label htmlFor={idInput}>Plan ID</label>
        <input
          id={idInput}
          className={fieldStyles.input}
          value={typed.id}
          onChange={(event) => setTyped({ ...typed, id: event.target.value })}
        />
        <button type="submit" className={buttons.secondary}>
          Search
        </button>
      </form>
      {results}
    </Modal>
  );
}

/** The service's ISO date in the browser's words; empty when it wrote none or nonsense. */
function isoDate(text: string): string {
  const time = Date.parse(text);
  return Number.isNaN(time) ? '' : formatLocalDate(time);
}
