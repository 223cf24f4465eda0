import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { BackLink } from '../../../components/BackLink';
import buttons from '../../../components/buttons.module.css';
import { Spinner } from '../../../components/Spinner';
import { useDocumentMeta } from '../../../components/useDocumentMeta';
import { formatLocalDate } from '../../../lib/dates';
import { recordPath } from '../records';
import { useRuleSets, type RuleSetSummary } from './api/ruleSetsApi';
import { ExampleBadge } from './ExampleBadge';
import { RULE_SET_RECORD } from './ruleSetRecord';
import { areaText, BUILDING_LABELS, zoningText } from './ruleSetRules';
import own from './RuleSets.module.css';

/**
 * /admin/rule-sets: every rule set (states first, then counties and cities) with its area,
 * building, zoning district and version, and 'Add rule set'.
 */
export function RuleSetsListScreen() {
  useDocumentMeta('Local rules');
  const query = useRuleSets();
  const sets = query.data?.ruleSets;
  return (
    <section className={own.page} aria-labelledby="rule-sets-title">
      <BackLink to="/admin">← Admin</BackLink>
      <header className={own.header}>
        <h1 id="rule-sets-title" className={own.title}>
          Local rules
        </h1>
        <Link className={buttons.primary} to="/admin/rule-set/new">
          <Plus aria-hidden size={18} />
          Add rule set
        </Link>
      </header>
      <p className={own.meta}>
        The setbacks, sizes, coverage and height a plan is held to on the map, per area and kind of
        building. A city&apos;s figure wins over its county&apos;s and state&apos;s, within the
        limits a state or county sets on local rules.
      </p>
      {query.isPending ? (
        <div className={own.status}>
          <Spinner label="Loading local rules" />
        </div>
      ) : query.isError || !sets ? (
        <p className={own.status} role="alert">
          Oops, something went wrong
        </p>
      ) : sets.length === 0 ? (
        <p className={own.status}>No rule sets yet: the map holds plans to no local rules.</p>
      ) : (
        <div className={own.scroller}>
          <table className={own.table}>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Area</th>
                <th scope="col">Building</th>
                <th scope="col">Zoning</th>
                <th scope="col">Version</th>
                <th scope="col">Updated</th>
              </tr>
            </thead>
            <tbody>
              {sets.map((set) => (
                <RuleSetRow key={set.id} set={set} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function RuleSetRow({ set }: { set: RuleSetSummary }) {
  return (
    <tr>
      <th scope="row">
        <Link className={own.name} to={recordPath(RULE_SET_RECORD.segment, set.id)}>
          {set.name}
        </Link>
        {set.example ? <ExampleBadge /> : null}
      </th>
      <td>{areaText(set.area, set.areaLevel)}</td>
      <td>{BUILDING_LABELS[set.building]}</td>
      <td>{zoningText(set.zoning)}</td>
      <td>{set.version}</td>
      <td>{formatLocalDate(set.updatedAt)}</td>
    </tr>
  );
}
