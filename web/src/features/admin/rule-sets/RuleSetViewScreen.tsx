import detailList from '../../../components/detailList.module.css';
import { useDocumentMeta } from '../../../components/useDocumentMeta';
import { formatLocalDateTime } from '../../../lib/dates';
import { messageOr } from '../../../lib/graphql/errors';
import { useAdminUser } from '../users/api/usersApi';
import { RecordActions, RecordCard, RecordDelete, RecordGate } from '../RecordScreen';
import {
  useDeleteRuleSet,
  useRuleSet,
  type AdminRuleSet,
  type AdminRuleSetVersion,
} from './api/ruleSetsApi';
import { ExampleBadge } from './ExampleBadge';
import {
  FIGURES,
  figureText,
  FORM_ORDER,
  LIVING_AREA,
  setsAnyFigure,
  figureValues,
  tierLabel,
  type FiguresData,
  type RuleLimitData,
} from './ruleFigures';
import { RULE_SET_RECORD } from './ruleSetRecord';
import {
  areaText,
  BUILDING_LABELS,
  deleteQuestion,
  LIMITS_LABEL,
  zoningText,
} from './ruleSetRules';
import { versionHistory } from './ruleSetVersions';
import records from '../recordScreens.module.css';
import own from './RuleSets.module.css';

/**
 * /admin/rule-set/{id}: the set at its current version, every figure with the code section it
 * comes from; its versions, newest first, each with what it changed; Edit and Delete.
 */
export function RuleSetViewScreen() {
  return (
    <RecordGate kind={RULE_SET_RECORD} useRecord={useRuleSet}>
      {(found) => <RuleSetDetails ruleSet={found} />}
    </RecordGate>
  );
}

function RuleSetDetails({ ruleSet }: { ruleSet: AdminRuleSet }) {
  useDocumentMeta(ruleSet.name);
  const remove = useDeleteRuleSet();
  const withLimits =
    ruleSet.areaLevel !== 'city' || setsAnyFigure(figureValues(ruleSet.limitsOnLocal));
  return (
    <RecordCard kind={RULE_SET_RECORD} titleId="rule-set-title" title={ruleSet.name} wide>
      {ruleSet.example ? (
        <p>
          <ExampleBadge />
        </p>
      ) : null}
      <dl className={detailList.details}>
        <dt>Area</dt>
        <dd>{areaText(ruleSet.area, ruleSet.areaLevel)}</dd>
        <dt>Zoning district</dt>
        <dd>{zoningText(ruleSet.zoning)}</dd>
        <dt>Building</dt>
        <dd>{BUILDING_LABELS[ruleSet.building]}</dd>
        <dt>Example data</dt>
        <dd>{ruleSet.example ? 'Yes: to be verified with the city before building' : 'No'}</dd>
        <dt>Read on</dt>
        <dd>{ruleSet.readOn || 'Not said'}</dd>
        <dt>Version</dt>
        <dd>{ruleSet.version}</dd>
        <dt>Updated</dt>
        <dd>{formatLocalDateTime(ruleSet.updatedAt)}</dd>
      </dl>
      <RecordActions
        kind={RULE_SET_RECORD}
        edit={{ id: ruleSet.id, label: 'Edit rule set' }}
        backToList
      />
      <FiguresSection titleId="rule-set-rules" title="Rules" figures={ruleSet.rules} />
      {withLimits ? (
        <FiguresSection
          titleId="rule-set-limits"
          title={LIMITS_LABEL}
          figures={ruleSet.limitsOnLocal}
        />
      ) : null}
      <Versions versions={ruleSet.versions} />
      <RecordDelete
        kind={RULE_SET_RECORD}
        question={deleteQuestion(ruleSet.name)}
        confirmLabel="Delete rule set"
        busy={remove.isPending}
        remove={async () => (await remove.mutateAsync({ id: ruleSet.id })).deleteRuleSet}
        deletedText="Rule set deleted successfully"
        failedText={(error) => messageOr(error, 'Failed to delete')}
      />
    </RecordCard>
  );
}

/** Every figure of an editor: its value, the code section (a link where there is one), its note. */
function FiguresSection({
  titleId,
  title,
  figures,
}: {
  titleId: string;
  title: string;
  figures: FiguresData;
}) {
  return (
    <section className={own.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={own.sectionTitle}>
        {title}
      </h2>
      <dl className={own.figures}>
        {FORM_ORDER.map((figure) =>
          figure === 'maxLivingArea' ? (
            <div key={figure} className={own.figureRow}>
              <dt>{LIVING_AREA.label}</dt>
              {figures.maxLivingArea.length === 0 ? (
                <dd className={own.unset}>Not set</dd>
              ) : (
                figures.maxLivingArea.map((tier) => (
                  <dd key={tier.minBedrooms}>
                    <FigureSource
                      label={tierLabel(tier.minBedrooms)}
                      limit={tier}
                      unit={LIVING_AREA.unit}
                    />
                  </dd>
                ))
              )}
            </div>
          ) : (
            <div key={figure} className={own.figureRow}>
              <dt>{FIGURES[figure].label}</dt>
              <dd className={figures[figure] ? undefined : own.unset}>
                {figures[figure] ? (
                  <FigureSource limit={figures[figure]} unit={FIGURES[figure].unit} />
                ) : (
                  'Not set'
                )}
              </dd>
            </div>
          ),
        )}
      </dl>
    </section>
  );
}

function FigureSource({
  label,
  limit,
  unit,
}: {
  label?: string;
  limit: RuleLimitData;
  unit: Parameters<typeof figureText>[1];
}) {
  return (
    <span className={own.source}>
      <span className={own.value}>
        {label ? `${label}: ` : null}
        {figureText(limit.value, unit)}
      </span>
      <span>
        {limit.url ? (
          <a href={limit.url} target="_blank" rel="noreferrer">
            {limit.citation}
          </a>
        ) : (
          limit.citation
        )}
      </span>
      {limit.note ? <span className={own.muted}>{limit.note}</span> : null}
    </span>
  );
}

/** The set's versions, newest first: when, who, and what each changed from the one before. */
function Versions({ versions }: { versions: readonly AdminRuleSetVersion[] }) {
  return (
    <section className={own.section} aria-labelledby="rule-set-versions">
      <h2 id="rule-set-versions" className={own.sectionTitle}>
        Versions
      </h2>
      <ol className={records.history} aria-labelledby="rule-set-versions">
        {versionHistory(versions).map(({ version, changes }) => (
          <li key={version.version} className={records.historyRow}>
            <p className={records.historyTitle}>
              <span>Version {version.version}</span>
              <span className={own.byline}>
                {formatLocalDateTime(version.changedAt)} ·{' '}
                {version.changedBy ? <Author id={version.changedBy} /> : 'author unknown'}
              </span>
            </p>
            <ul className={own.changes}>
              {changes.map((change) => (
                <li key={change}>{change}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The admin who wrote a version, by name once known. */
function Author({ id }: { id: string }) {
  const user = useAdminUser(id);
  if (user.isPending) return <>by …</>;
  if (user.isError) return <>by an account that could not be loaded</>;
  return <>{user.data ? `by ${user.data.name}` : 'by a removed account'}</>;
}
