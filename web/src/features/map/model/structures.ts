import type { SiteStructure } from '../../../geometry/geometryClient';
import type { LonLat } from '../../../geometry/ring';
import { withCornerInserted, withCornerMoved, withoutCorner } from './corners';
import { degreesPerFoot } from './lot';

/** What an existing building on the lot is; it decides the starting size and name. */
export type StructureKind = 'house' | 'garage' | 'other';

/** An existing building the new plan must keep its distance from. */
export interface Structure {
  /** Stable across edits, for lists and handles; not shown. */
  id: string;
  kind: StructureKind;
  /** How the fit messages name it: "Too close to the main house: …". */
  name: string;
  corners: LonLat[];
  /** The distance a new building keeps from it, feet. */
  separationFt: number;
}

/** A common minimum distance between buildings on one lot. */
export const DEFAULT_SEPARATION_FT = 6;

/** The kinds a user adds, with the button text, starting name and a typical size. */
export const STRUCTURE_KINDS: readonly {
  kind: StructureKind;
  label: string;
  name: string;
  widthFt: number;
  depthFt: number;
}[] = [
  { kind: 'house', label: 'Main house', name: 'main house', widthFt: 40, depthFt: 30 },
  { kind: 'garage', label: 'Garage', name: 'garage', widthFt: 20, depthFt: 20 },
  { kind: 'other', label: 'Other', name: 'structure', widthFt: 12, depthFt: 10 },
];

/** Each new structure starts this much further from the centre, so they do not stack. */
const STAGGER_FT = 10;

/**
 * A new structure of `kind`: a north-up rectangle of its typical size near `centre` (the lot's
 * middle), corners clockwise from the south-west like the lot, shifted by `existing` staggers.
 */
export function startingStructure(
  kind: StructureKind,
  centre: LonLat,
  existing: number,
  id: string,
): Structure {
  const spec = STRUCTURE_KINDS.find((entry) => entry.kind === kind) ?? STRUCTURE_KINDS[0];
  if (!spec) throw new Error('no structure kinds');
  const per = degreesPerFoot(centre[1]);
  const lon = centre[0] + existing * STAGGER_FT * per.lon;
  const lat = centre[1] - existing * STAGGER_FT * per.lat;
  const dx = (spec.widthFt / 2) * per.lon;
  const dy = (spec.depthFt / 2) * per.lat;
  return {
    id,
    kind,
    name: spec.name,
    corners: [
      [lon - dx, lat - dy],
      [lon - dx, lat + dy],
      [lon + dx, lat + dy],
      [lon + dx, lat - dy],
    ],
    separationFt: DEFAULT_SEPARATION_FT,
  };
}

/** `list` with the structure `id` replaced by `change(it)`. */
export function updateStructure(
  list: Structure[],
  id: string,
  change: (structure: Structure) => Structure,
): Structure[] {
  return list.map((structure) => (structure.id === id ? change(structure) : structure));
}

export function moveStructureCorner(s: Structure, index: number, point: LonLat): Structure {
  return { ...s, corners: withCornerMoved(s.corners, index, point) };
}

export function addStructureCorner(s: Structure, edge: number): Structure {
  return { ...s, corners: withCornerInserted(s.corners, edge) };
}

/** Without corner `index`; a triangle keeps its three. */
export function removeStructureCorner(s: Structure, index: number): Structure {
  return { ...s, corners: withoutCorner(s.corners, index) };
}

export function renameStructure(s: Structure, name: string): Structure {
  return { ...s, name };
}

/** The name the messages use: as typed, or the kind's name while the field is empty. */
export function structureName(s: Structure): string {
  const typed = s.name.trim();
  if (typed) return typed;
  return STRUCTURE_KINDS.find((entry) => entry.kind === s.kind)?.name ?? 'structure';
}

/** The name where it starts a label or a line of the fit panel: 'Main house corner 1'. */
export function structureTitle(s: Structure): string {
  const name = structureName(s);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** The separation as typed; negative or unreadable input counts as 0. */
export function setSeparation(s: Structure, feet: number): Structure {
  return { ...s, separationFt: Number.isFinite(feet) && feet > 0 ? feet : 0 };
}

/** The structures as the geometry worker checks them. */
export function siteStructures(list: Structure[]): SiteStructure[] {
  return list.map((s) => ({
    name: structureName(s),
    corners: s.corners,
    separationFt: s.separationFt,
  }));
}
