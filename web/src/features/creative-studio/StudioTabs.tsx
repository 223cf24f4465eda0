import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './CreativeStudio.module.css';

/** One tab: its label and what its panel shows. */
export interface StudioTab {
  key: string;
  label: string;
  panel: ReactNode;
}

/**
 * The studio's tabs (Images, Video): a tab list whose arrow keys, Home and End move between the
 * tabs as a screen reader expects, and the chosen tab's panel.
 */
export function StudioTabs({ label, tabs }: { label: string; tabs: readonly StudioTab[] }) {
  const baseId = useId();
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const active = tabs[current];

  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    setCurrent(next);
    buttons.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className={styles.tabList} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.key}`}
            className={styles.tab}
            aria-selected={index === current}
            // Only the chosen tab's panel is in the page.
            aria-controls={index === current ? `${baseId}-panel-${tab.key}` : undefined}
            tabIndex={index === current ? 0 : -1}
            onClick={() => setCurrent(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {active ? (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${active.key}`}
          aria-labelledby={`${baseId}-tab-${active.key}`}
          tabIndex={0}
        >
          {active.panel}
        </div>
      ) : null}
    </div>
  );
}
