import type {
  AppliedRule,
  AppliedRules,
  FitReport,
  FitStatus,
} from '../../../geometry/geometryApi';
import { BUILDING_KIND_WORDS, type BuildingKind, type LocalRuleSet } from './localRules';
import { formatFeet } from './units';

/** One rule in the fit panel: its figure, where it comes from, and how the placement stands. */
export interface RuleRow {
  /** 'Side setback' */
  label: string;
  /** 'at least 4 ft', 'at most 850 sq ft' */
  rule: string;
  /** 'Pleasanton Municipal Code §18.106.045(B)' */
  citation: string;
  /** Where the section can be read; empty when the rule set gives no link. */
  url: string;
  /** The area whose rule it is: 'Pleasanton, CA'. */
  area: string;
  /** The placement's figure: '3 ft away', '525 sq ft', '31.2 %, exempt (at most 800 sq ft)'. */
  actual: string;
  status: FitStatus;
  /** The stricter local figure state law set aside, in words; empty when none. */
  setAside: string;
}

/** The local rules part of the fit panel. */
export interface RulesView {
  /** 'Fits the detached ADU rules of Pleasanton, CA.' */
  verdict: string;
  /** 'Rules for a detached ADU in Pleasanton, CA' */
  heading: string;
  rows: RuleRow[];
  /** 'Pleasanton, CA version 2 · California version 1' */
  versions: string;
  /** Some figure is example data, to be verified with the city. */
  example: boolean;
}

/** Said with example rules. */
export const EXAMPLE_NOTE = 'Example data: verify these rules with the city before building.';

const STATUS_WORDS: Record<FitStatus, string> = {
  clear: 'Meets',
  near: 'Within 1 ft',
  violated: 'Broken',
};

export function statusWords(status: FitStatus): string {
  return STATUS_WORDS[status];
}

/** A figure with its unit: '4 ft', '850 sq ft', '40 %'. */
function withUnit(value: number, unit: string): string {
  return `${formatFeet(value)} ${unit}`;
}

function actualText(rule: AppliedRule, actual: number, exempt: boolean, exemption?: AppliedRule) {
  if (rule.figure === 'coverage' && exempt && exemption) {
    return `${withUnit(actual, '%')}, exempt (at most ${withUnit(exemption.value, exemption.unit)}, ${exemption.citation})`;
  }
  if (rule.minimum) return `${formatFeet(actual)} ft away`;
  return withUnit(actual, rule.unit);
}

/**
 * The panel's rules for the latest check: each rule the placement was held to, in the order the
 * worker applied them, or undefined when no local rule applies here.
 */
export function rulesView(
  report: FitReport,
  applied: AppliedRules,
  kind: BuildingKind,
  sets: LocalRuleSet[],
): RulesView | undefined {
  if (applied.applied.length === 0) return undefined;
  const exemption = applied.applied.find((rule) => rule.figure === 'coverageExemption');
  const rows = report.rules.flatMap((check): RuleRow[] => {
    const rule = applied.applied[check.rule];
    if (!rule) return [];
    return [
      {
        label: rule.label,
        rule: `${rule.minimum ? 'at least' : 'at most'} ${withUnit(rule.value, rule.unit)}`,
        citation: rule.citation,
        url: rule.url,
        area: rule.area,
        actual: actualText(rule, check.actual, check.exempt, exemption),
        status: check.status,
        setAside: rule.setAside
          ? `${rule.setAside.area} asks ${withUnit(rule.setAside.value, rule.unit)}; state law allows no more.`
          : '',
      },
    ];
  });
  const used = new Set(applied.applied.map((rule) => rule.ruleSetId));
  const versions = sets
    .filter((set) => used.has(set.id))
    .map((set) => `${set.area} version ${set.version}`)
    .join(' · ');
  return {
    verdict: report.verdict,
    heading: `Rules for a ${BUILDING_KIND_WORDS[kind]} in ${applied.area}`,
    rows,
    versions,
    example: applied.applied.some((rule) => rule.example),
  };
}
