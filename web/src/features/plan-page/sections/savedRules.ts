import type { SavedFitRules } from '../api/savedRulesApi';

type SavedFigure = SavedFitRules['figures'][number];

/** How a figure, or the placement as a whole, stands: `clear`, `near` or `violated`. */
export type RuleStatus = 'clear' | 'near' | 'violated';

/** One rule of the saved placement's 'Local rules' list, in words. */
export interface SavedRuleRow {
  /** The figure's name as the API spells it ('sideSetback'): one row each. */
  figure: string;
  /** The rule: 'Side setback at least 4 ft'. */
  rule: string;
  /** Where the rule comes from: 'Pleasanton Municipal Code §18.106.045(B)'. */
  citation: string;
  /** The citation's source; absent when the rule set gave none. */
  url: string | undefined;
  /** The placement's figure: '3 ft from the line', '525 sq ft', 'exempt (small enough)'. */
  placement: string;
  status: RuleStatus;
  /** The status in words, so it never rests on colour alone: 'Meets', 'Within 1 ft', 'Broken'. */
  statusText: string;
  /** The stricter local figure a state law set aside, in words; absent when none. */
  setAside: string | undefined;
}

/** What the plan page says about the local rules a saved placement was held to. */
export interface SavedRulesTexts {
  /** 'Fits the detached ADU rules of Pleasanton, CA.', or what breaks them. */
  verdict: string;
  /** 'Checked against the rules of Pleasanton, CA for a detached ADU (Pleasanton, CA, version 2).' */
  checkedAgainst: string;
  rows: SavedRuleRow[];
  /** Said when any rule is example data; absent when every rule is the city's own. */
  exampleNote: string | undefined;
}

const EXAMPLE_NOTE = 'Example data: verify these rules with the city before building.';

const STATUS_TEXT: Record<RuleStatus, string> = {
  clear: 'Meets',
  near: 'Within 1 ft',
  violated: 'Broken',
};

const SETBACKS = new Set(['frontSetback', 'sideSetback', 'rearSetback', 'streetSideSetback']);

/** A figure as the map screen writes it: one decimal, without a trailing '.0' (4 ft, 31.2 %). */
function withUnit(value: number, unit: string): string {
  return `${String(Math.round(value * 10) / 10)} ${unit}`;
}

function placementText(figure: SavedFigure): string {
  if (figure.figure === 'coverage' && figure.exempt) return 'exempt (small enough)';
  if (SETBACKS.has(figure.figure)) {
    // Past the line the distance is negative: said as how far over, not as '-2 ft'.
    return figure.actual < 0
      ? `${withUnit(-figure.actual, figure.unit)} past the line`
      : `${withUnit(figure.actual, figure.unit)} from the line`;
  }
  if (figure.figure === 'separation') return `${withUnit(figure.actual, figure.unit)} away`;
  return withUnit(figure.actual, figure.unit);
}

function toStatus(status: string): RuleStatus {
  return status === 'clear' || status === 'near' ? status : 'violated';
}

/** One figure of the saved check as a row of the list. */
function savedRuleRow(figure: SavedFigure): SavedRuleRow {
  const status = toStatus(figure.status);
  const bound = figure.minimum ? 'at least' : 'at most';
  return {
    figure: figure.figure,
    rule: `${figure.label} ${bound} ${withUnit(figure.required, figure.unit)}`,
    citation: figure.citation,
    url: figure.url.trim() || undefined,
    placement: placementText(figure),
    status,
    statusText: STATUS_TEXT[status],
    setAside: figure.setAside.trim() || undefined,
  };
}

/** The local rules a saved placement was held to, in the words the plan page shows. */
export function savedRulesTexts(rules: SavedFitRules): SavedRulesTexts {
  const versions = rules.ruleSets.map((set) => `${set.area}, version ${set.version}`);
  const checked = `Checked against the rules of ${rules.area} for a ${rules.building}`;
  return {
    verdict: rules.verdict,
    checkedAgainst: versions.length ? `${checked} (${versions.join('; ')}).` : `${checked}.`,
    rows: rules.figures.map(savedRuleRow),
    exampleNote: rules.figures.some((figure) => figure.example) ? EXAMPLE_NOTE : undefined,
  };
}
