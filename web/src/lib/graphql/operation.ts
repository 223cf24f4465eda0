import type { TypedDocumentString } from './gql/graphql';

/**
 * A GraphQL document as `graphql(...)` returns it (GraphQL Code Generator's client preset, see
 * codegen.ts): its text, with the generated types of its result and variables attached, so a call
 * site gets both checked without naming them.
 */
export type Operation<TData, TVariables> = TypedDocumentString<TData, TVariables>;
