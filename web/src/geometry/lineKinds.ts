/**
 * The kinds of a lot line (see features/map/model/lot.ts), as the geometry crate names them, in
 * the order of its `LineKind::code`: a kind's index is its code.
 */
export const LINE_KINDS = ['front', 'side', 'rear', 'streetSide'] as const;

export type LineKind = (typeof LINE_KINDS)[number];

/** geom-wasm's `LineKind::code` of `kind`. */
export function lineKindCode(kind: LineKind): number {
  return LINE_KINDS.indexOf(kind);
}
