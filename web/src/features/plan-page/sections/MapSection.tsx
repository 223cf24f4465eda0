import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import buttons from '../../../components/buttons.module.css';
import { SitePlanDownloads } from '../../../components/SitePlanDownloads';
import { Spinner } from '../../../components/Spinner';
import { classNames } from '../../../lib/classNames';
import { mapWithPlan } from '../../../lib/mapLinks';
import type { PlanMapResult } from '../api/planPageDocuments';
import { useSavedRules } from '../api/savedRulesApi';
import styles from './MapSection.module.css';
import { PlanSection } from './PlanSection';
import { savedRulesTexts, type RuleStatus } from './savedRules';

type Fit = NonNullable<PlanMapResult['fit']>;

const FIT_STATUS_TEXT: Record<string, string> = {
  clear: 'Fits the lot with room to spare',
  near: 'Fits, close to a setback line',
  violated: 'Breaks a setback or lot rule',
};

const STATUS_CLASS: Record<RuleStatus, string | undefined> = {
  clear: styles.clear,
  near: styles.near,
  violated: styles.violated,
};

/** How the placement stands overall: off the lot is as bad as a broken rule. */
function fitStatus(fit: Fit): RuleStatus {
  if (!fit.insideLot) return 'violated';
  return fit.status === 'clear' || fit.status === 'near' ? fit.status : 'violated';
}

/**
 * The plan on the homeowner's lot: their saved placement, or an invitation to try the plan on
 * the map, which opens with this plan selected (placed on the lot they have, or after they enter
 * their address).
 */
export function MapSection({
  planId,
  result,
  loading,
}: {
  planId: string;
  result: PlanMapResult | null;
  loading: boolean;
}) {
  return (
    <PlanSection titleId="plan-map-title" title="On your lot">
      {loading ? (
        <div className={styles.pending}>
          <Spinner label="Loading your lot" size={32} />
        </div>
      ) : result ? (
        <MapResultCard result={result} />
      ) : (
        <div className={styles.invite}>
          <MapPin aria-hidden size={28} className={styles.pin} />
          <p className={styles.inviteText}>
            See how this home sits in your backyard: enter your address, drop the plan on your lot
            and turn it to the spot you like.
          </p>
          <Link className={buttons.primary} to={mapWithPlan(planId)}>
            Try this plan on your lot
          </Link>
        </div>
      )}
    </PlanSection>
  );
}

function MapResultCard({ result }: { result: PlanMapResult }) {
  const address = result.address.trim();
  return (
    <div className={styles.result}>
      {result.snapshot ? (
        <img
          className={styles.snapshot}
          src={result.snapshot}
          alt={address ? `The plan placed on ${address}` : 'The plan placed on your lot'}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div className={styles.details}>
        <p className={styles.address}>{address || 'Address is empty'}</p>
        {result.fit ? <FitFigures fit={result.fit} /> : null}
        <SitePlanDownloads mapResultId={result.id} />
      </div>
      {result.fit?.rules ? <LocalRules mapId={result.id} status={fitStatus(result.fit)} /> : null}
    </div>
  );
}

function FitFigures({ fit }: { fit: Fit }) {
  const status = fit.insideLot
    ? (FIT_STATUS_TEXT[fit.status] ?? fit.status)
    : 'Outside the lot lines';
  return (
    <>
      <p className={classNames(styles.status, STATUS_CLASS[fitStatus(fit)])}>{status}</p>
      <dl className={styles.figures}>
        <div>
          <dt>Lot coverage</dt>
          <dd>{`${(Math.round(fit.coveragePct * 10) / 10).toString()}%`}</dd>
        </div>
        {fit.minSetbackClearanceFt !== null ? (
          <div>
            <dt>Closest setback</dt>
            <dd>{`${(Math.round(fit.minSetbackClearanceFt * 10) / 10).toString()} ft`}</dd>
          </div>
        ) : null}
      </dl>
      {fit.violations.length ? (
        <ul className={styles.violations}>
          {fit.violations.map((violation) => (
            <li key={violation}>{violation}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/**
 * The local rules the API held the saved placement to: its verdict, the rule sets at the versions
 * it was checked against, and each figure beside its rule and the rule's source.
 */
function LocalRules({ mapId, status }: { mapId: string; status: RuleStatus }) {
  const rules = useSavedRules(mapId);
  if (!rules.data) return null;
  const texts = savedRulesTexts(rules.data);
  return (
    <section className={styles.rules} aria-labelledby="plan-map-rules-title">
      <h3 id="plan-map-rules-title" className={styles.rulesTitle}>
        Local rules
      </h3>
      <p className={classNames(styles.verdict, STATUS_CLASS[status])}>{texts.verdict}</p>
      <p className={styles.checked}>{texts.checkedAgainst}</p>
      {texts.rows.length ? (
        <ul className={styles.ruleList}>
          {texts.rows.map((row) => (
            <li key={row.figure} className={styles.rule}>
              <p className={styles.ruleText}>
                {row.rule} —{' '}
                {row.url ? (
                  <a href={row.url} target="_blank" rel="noopener noreferrer">
                    {row.citation}
                  </a>
                ) : (
                  row.citation
                )}
              </p>
              <p className={styles.ruleFigure}>
                <span className={classNames(styles.marker, STATUS_CLASS[row.status])}>
                  {row.statusText}
                </span>{' '}
                This placement: {row.placement}
              </p>
              {row.setAside ? <p className={styles.setAside}>{row.setAside}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {texts.exampleNote ? <p className={styles.example}>{texts.exampleNote}</p> : null}
    </section>
  );
}
