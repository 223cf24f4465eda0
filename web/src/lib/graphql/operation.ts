/**
 * A GraphQL document with the generated types of its result and variables attached, so a call
 * site gets both checked without naming them:
 * `const PLAN_VIEW: Operation<PlanViewQuery, PlanViewQueryVariables> = { document: ... }`.
 */
export interface Operation<TData, TVariables> {
  readonly document: string;
  /** Never set: carries the types only. */
  readonly types?: { data: TData; variables: TVariables };
}
