import { Crosshair } from 'lucide-react';
import { memo } from 'react';
import { useMapStore } from '../store/mapStore';
import styles from './FitPanel.module.css';
import { fitView } from '../model/fitView';
import { selectNotice, selectPlacement, selectReport } from '../store/placementSlice';
import { RulesPanel } from './RulesPanel';
import { WhereItFits } from './WhereItFits';

/**
 * The live lot-fit of the placed plan, and the button that finds a legal spot for it; shown while
 * a plan is placed on a lot. It renders on every check of a drag, and the map screen's other
 * renders (memoised) pass it by.
 */
export const FitPanel = memo(function FitPanel() {
  const report = useMapStore(selectReport);
  const lot = useMapStore((s) => s.lot);
  const structures = useMapStore((s) => s.structures);
  const notice = useMapStore(selectNotice);
  const placed = useMapStore((s) => selectPlacement(s) !== undefined);
  const findFit = useMapStore((s) => s.findFit);
  const title = useMapStore((s) => s.selectedPlan?.title);
  if (!lot || !placed) return null;
  const view = report ? fitView(report, lot, structures) : undefined;
  return (
    <section className={styles.panel} aria-label="Lot fit" data-fit={view?.status ?? 'checking'}>
      {/* Which plan this is: one brought from its page may have no card in the strip yet. */}
      {title ? <p className={styles.plan}>{title}</p> : null}
      <div className={styles.top}>
        <p className={styles.headline} role="status">
          <span className={styles.swatch} style={{ background: view?.colour }} aria-hidden />
          {view ? view.headline : 'Checking the fit…'}
        </p>
        <button type="button" className={styles.find} onClick={findFit}>
          <Crosshair aria-hidden size={16} />
          Where does it fit
        </button>
      </div>
      {notice ? (
        <p className={styles.notice} role="alert">
          {notice}
        </p>
      ) : null}
      <WhereItFits />
      {view ? (
        <>
          {view.violations.length > 0 ? (
            <ul className={styles.violations} aria-label="Broken rules">
              {view.violations.map((violation) => (
                <li key={violation}>{violation}</li>
              ))}
            </ul>
          ) : null}
          <p className={styles.facts}>
            {view.inside ? <span>{view.inside}</span> : null}
            {view.coverage ? <span>{view.coverage}</span> : null}
            <span className={styles.hint}>
              Drag to move · two fingers or the round handle turn · with the round handle focused,
              arrow keys move and [ ] turn
            </span>
          </p>
          <RulesPanel />
          <ul className={styles.edges} aria-label="Lot lines">
            {view.edges.map((edge) => (
              <li key={edge.label} data-status={edge.status}>
                <strong>{edge.label}</strong> {edge.text}
              </li>
            ))}
          </ul>
          {view.structures.length > 0 ? (
            <ul className={styles.edges} aria-label="Existing structures">
              {view.structures.map((line, index) => (
                // Two structures may share a name; their order is their identity here.
                <li key={index} data-status={line.status}>
                  <strong>{line.label}</strong> {line.text}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </section>
  );
});
