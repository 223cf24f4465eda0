import { graphql } from '../../../../lib/graphql/gql';

/** One figure of a code with where it comes from. */
export const RULE_LIMIT_FIELDS = graphql(`
  fragment RuleLimitFields on RuleLimit {
    value
    citation
    url
    note
  }
`);

/** Every figure a rule set (or its limits on local rules) may set. */
export const RULE_FIGURES_FIELDS = graphql(`
  fragment RuleFiguresFields on RuleFigures {
    frontSetback {
      ...RuleLimitFields
    }
    sideSetback {
      ...RuleLimitFields
    }
    rearSetback {
      ...RuleLimitFields
    }
    streetSideSetback {
      ...RuleLimitFields
    }
    separation {
      ...RuleLimitFields
    }
    maxFootprint {
      ...RuleLimitFields
    }
    maxLivingArea {
      minBedrooms
      value
      citation
      url
      note
    }
    maxCoverage {
      ...RuleLimitFields
    }
    coverageExemptUpTo {
      ...RuleLimitFields
    }
    maxHeight {
      ...RuleLimitFields
    }
  }
`);

/** A rule set as the list shows it. */
export const ADMIN_RULE_SET_SUMMARY_FIELDS = graphql(`
  fragment AdminRuleSetSummaryFields on RuleSet {
    id
    name
    area
    areaLevel
    zoning
    building
    example
    version
    updatedAt
  }
`);

/** A rule set as its view and form show it, at its current version. */
export const ADMIN_RULE_SET_FIELDS = graphql(`
  fragment AdminRuleSetFields on RuleSet {
    ...AdminRuleSetSummaryFields
    areaId
    readOn
    rules {
      ...RuleFiguresFields
    }
    limitsOnLocal {
      ...RuleFiguresFields
    }
    areaValue {
      id
      name
      parentId
    }
  }
`);

/** Every rule set: states first, then counties and cities. */
export const ADMIN_RULE_SETS = graphql(`
  query AdminRuleSets {
    ruleSets {
      ...AdminRuleSetSummaryFields
    }
  }
`);

/** One rule set with its versions, newest first; 'Rule set not found.' (NOT_FOUND) when none. */
export const ADMIN_RULE_SET = graphql(`
  query AdminRuleSet($id: ID!) {
    ruleSet(id: $id) {
      ...AdminRuleSetFields
      versions {
        version
        name
        zoning
        example
        readOn
        rules {
          ...RuleFiguresFields
        }
        limitsOnLocal {
          ...RuleFiguresFields
        }
        changedBy
        changedAt
      }
    }
  }
`);

/** One rule set for its form (no versions: the form edits the current one). */
export const ADMIN_RULE_SET_FOR_EDIT = graphql(`
  query AdminRuleSetForEdit($id: ID!) {
    ruleSet(id: $id) {
      ...AdminRuleSetFields
    }
  }
`);

export const CREATE_RULE_SET = graphql(`
  mutation CreateRuleSet($input: RuleSetInput!) {
    createRuleSet(input: $input) {
      id
    }
  }
`);

/** Writes the next version; `version` is the one the form was filled from. */
export const UPDATE_RULE_SET = graphql(`
  mutation UpdateRuleSet($id: ID!, $version: Int!, $input: RuleSetInput!) {
    updateRuleSet(id: $id, version: $version, input: $input) {
      id
      version
    }
  }
`);

/** Removes the set and its versions. */
export const DELETE_RULE_SET = graphql(`
  mutation DeleteRuleSet($id: ID!) {
    deleteRuleSet(id: $id)
  }
`);
