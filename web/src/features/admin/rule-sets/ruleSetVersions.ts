import {
  FIGURES,
  figureText,
  LIMIT_FIGURES,
  LIVING_AREA,
  tierLabel,
  type FigureUnit,
  type FiguresData,
  type RuleLimitData,
} from './ruleFigures';
import { fieldLabel, type Scope } from './ruleSetRules';

/** A rule set as one version left it, as the API answers it. */
export interface VersionData {
  version: number;
  name: string;
  zoning: string;
  example: boolean;
  readOn: string;
  rules: FiguresData;
  limitsOnLocal: FiguresData;
}

const SOURCE_PARTS = [
  ['citation', 'citation'],
  ['url', 'link'],
  ['note', 'note'],
] as const;

/** 'citation', 'citation and link', 'citation, link and note'. */
function wordList(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/**
 * How one figure changed, in a line: 'Side setback 4 ft → 5 ft', 'Height set to 16 ft',
 * 'Footprint removed (was 1,000 sq ft)', 'Side setback: citation and link changed'; undefined
 * when it did not.
 */
function limitChange(
  label: string,
  unit: FigureUnit,
  before: RuleLimitData | null | undefined,
  after: RuleLimitData | null | undefined,
): string | undefined {
  if (!before && !after) return undefined;
  if (!before && after) return `${label} set to ${figureText(after.value, unit)}`;
  if (before && !after) return `${label} removed (was ${figureText(before.value, unit)})`;
  if (!before || !after) return undefined;
  const value =
    before.value === after.value
      ? undefined
      : `${label} ${figureText(before.value, unit)} → ${figureText(after.value, unit)}`;
  const parts = SOURCE_PARTS.filter(([key]) => before[key] !== after[key]).map(([, word]) => word);
  const source = parts.length > 0 ? `${wordList(parts)} changed` : undefined;
  if (value && source) return `${value}; ${source}`;
  return value ?? (source ? `${label}: ${source}` : undefined);
}

/** How one editor's figures changed: each limit, then the living-area tiers by their bedrooms. */
function figureChanges(scope: Scope, before: FiguresData, after: FiguresData): string[] {
  const changes = LIMIT_FIGURES.map((figure) =>
    limitChange(
      fieldLabel(scope, FIGURES[figure].label),
      FIGURES[figure].unit,
      before[figure],
      after[figure],
    ),
  );
  const bedrooms = [
    ...new Set([...before.maxLivingArea, ...after.maxLivingArea].map((t) => t.minBedrooms)),
  ].sort((a, b) => a - b);
  for (const count of bedrooms) {
    const tier = (tiers: FiguresData['maxLivingArea']) =>
      tiers.find((t) => t.minBedrooms === count);
    changes.push(
      limitChange(
        fieldLabel(scope, tierLabel(count)),
        LIVING_AREA.unit,
        tier(before.maxLivingArea),
        tier(after.maxLivingArea),
      ),
    );
  }
  return changes.filter((change) => change !== undefined);
}

/** 'Read on' as the list of changes says it: the date, or 'not said'. */
const readOnText = (readOn: string) => readOn || 'not said';

/** A zoning district mid-sentence: 'R-1', or 'every district'. */
const zoningWords = (zoning: string) => zoning.trim() || 'every district';

/**
 * What `current` changed from `previous` (the version before it), a line each: its name, zoning
 * district, example flag, read-on date, then each figure of its rules and of its limits on local
 * rules. The first version says so.
 */
export function versionChanges(previous: VersionData | undefined, current: VersionData): string[] {
  if (!previous) return ['First version'];
  const changes: string[] = [];
  if (previous.name !== current.name) changes.push(`Name “${previous.name}” → “${current.name}”`);
  if (previous.zoning !== current.zoning) {
    changes.push(
      `Zoning district ${zoningWords(previous.zoning)} → ${zoningWords(current.zoning)}`,
    );
  }
  if (previous.example !== current.example) {
    changes.push(current.example ? 'Marked as example data' : 'No longer marked as example data');
  }
  if (previous.readOn !== current.readOn) {
    changes.push(`Read on ${readOnText(previous.readOn)} → ${readOnText(current.readOn)}`);
  }
  changes.push(...figureChanges('rules', previous.rules, current.rules));
  changes.push(...figureChanges('limits', previous.limitsOnLocal, current.limitsOnLocal));
  return changes.length > 0 ? changes : ['No change'];
}

/**
 * Each version (newest first, as the API lists them) with what it changed from the one before.
 */
export function versionHistory<V extends VersionData>(
  versions: readonly V[],
): { version: V; changes: string[] }[] {
  return versions.map((version, index) => ({
    version,
    changes: versionChanges(versions[index + 1], version),
  }));
}
