import { useMapStore } from '../store/mapStore';
import { selectReport } from '../store/placementSlice';
import { selectAppliedRules, selectRuleSets } from '../store/rulesSlice';
import {
  BUILDING_KIND_LABELS,
  buildingChoices,
  buildingKind,
  type BuildingKind,
} from '../model/localRules';
import { EXAMPLE_NOTE, rulesView, statusWords } from '../model/rulesView';
import styles from './FitPanel.module.css';

/**
 * The local rules the placed plan is held to, inside the fit panel: the verdict, each rule with
 * its figure and source (a link to the code section), how the placement stands against it, and
 * which kind of building the plan is held to (a home: a detached ADU or the main house).
 */
export function RulesPanel() {
  const report = useMapStore(selectReport);
  const plan = useMapStore((s) => s.selectedPlan);
  const structures = useMapStore((s) => s.structures);
  const choice = useMapStore((s) => s.buildingChoice);
  const chooseBuilding = useMapStore((s) => s.chooseBuilding);
  const applied = useMapStore(selectAppliedRules);
  const sets = useMapStore(selectRuleSets);
  if (!report || !plan || !applied || sets.length === 0) return null;
  const kind = buildingKind(plan.meta.type, structures, choice);
  const view = rulesView(report, applied, kind, sets);
  const choices = buildingChoices(plan.meta.type);
  return (
    <section className={styles.rules} aria-label="Local rules">
      <div className={styles.rulesTop}>
        <p className={styles.verdict} data-status={report.status}>
          {view?.verdict ??
            `No local rules for a ${BUILDING_KIND_LABELS[kind].toLowerCase()} here.`}
        </p>
        {choices.length > 1 ? (
          <label className={styles.kind}>
            Check as
            <select
              value={kind}
              onChange={(event) => chooseBuilding(event.target.value as BuildingKind)}
            >
              {choices.map((option) => (
                <option key={option} value={option}>
                  {BUILDING_KIND_LABELS[option]}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      {view ? (
        <>
          <p className={styles.rulesHeading}>
            {view.heading}
            {view.versions ? <span className={styles.hint}> · {view.versions}</span> : null}
          </p>
          <ul className={styles.ruleRows} aria-label="Rules held to">
            {view.rows.map((row) => (
              <li key={row.label} data-status={row.status}>
                <strong>
                  {row.label} {row.rule}
                </strong>{' '}
                —{' '}
                {row.url ? (
                  <a href={row.url} target="_blank" rel="noopener noreferrer">
                    {row.citation}
                  </a>
                ) : (
                  row.citation
                )}
                {row.area ? <span className={styles.hint}> ({row.area})</span> : null}
                <br />
                <span className={styles.ruleStanding}>
                  {statusWords(row.status)}: {row.actual}
                </span>
                {row.setAside ? <span className={styles.hint}> · {row.setAside}</span> : null}
              </li>
            ))}
          </ul>
          {view.example ? <p className={styles.example}>{EXAMPLE_NOTE}</p> : null}
        </>
      ) : null}
    </section>
  );
}
