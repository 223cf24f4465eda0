import { graphql } from '../../../lib/graphql/gql';

/** What a visit's card shows (SPEC §3's shorter list shape); the detail selects it too. */
export const SITE_VISIT_CARD_FIELDS = graphql(`
  fragment SiteVisitCardFields on SiteVisit {
    id
    title
    preview
    submittedAt
    createdAt
    updatedAt
    map {
      address
      city
      state
    }
    progress {
      answered
      total
    }
  }
`);

/** The questionnaire as data: its version and the whole JSON document an admin edits. */
export const SITE_VISIT_TEMPLATE_FIELDS = graphql(`
  fragment SiteVisitTemplateFields on SiteVisitTemplate {
    version
    document
  }
`);

export const MY_SITE_VISITS = graphql(`
  query MySiteVisits($userId: ID!) {
    siteVisitUserList(userId: $userId) {
      ...SiteVisitCardFields
    }
  }
`);

export const ADMIN_SITE_VISITS = graphql(`
  query AdminSiteVisits {
    siteVisitAdminList {
      userId
      ...SiteVisitCardFields
    }
  }
`);

/** One visit with every question and answer (SPEC §7.2 GetSiteVisit). */
export const SITE_VISIT = graphql(`
  query SiteVisit($id: ID!) {
    getSiteVisit(id: $id) {
      ...SiteVisitCardFields
      userId
      map {
        county
        coordinates
        lot
      }
      progress {
        missing {
          id
          title
          category
        }
      }
      categories {
        id
        title
        description
        icon
        questions {
          id
          title
          description
          help
          helpImages
          type
          required
          mapType
          colors {
            point
            line
            fill
          }
          options
          mode
          result
          warnings
        }
      }
    }
  }
`);

export const SITE_VISIT_CREATE = graphql(`
  mutation SiteVisitCreate($input: SiteVisitCreateInput!) {
    siteVisitCreate(input: $input) {
      id
    }
  }
`);

/** The user's saved plans a visit can start from (their address and lot). */
export const SAVED_PLACES = graphql(`
  query SavedPlaces {
    mapResults(page: 1, pageSize: 100) {
      items {
        id
        name
        planTitle
        address
      }
    }
  }
`);

/**
 * Saves one answer; the server answers with the answer it keeps, which is an older device's
 * late answer only when no newer one was there (a newer `answeredAt` wins).
 */
export const SITE_VISIT_ANSWER = graphql(`
  mutation SiteVisitAnswer($id: ID!, $questionId: String!, $value: JSON, $answeredAt: Timestamp) {
    siteVisitAnswer(id: $id, questionId: $questionId, value: $value, answeredAt: $answeredAt) {
      questionId
      warnings
      answeredAt
    }
  }
`);

export const SITE_VISIT_SUBMIT = graphql(`
  mutation SiteVisitSubmit($id: ID!) {
    siteVisitSubmit(id: $id) {
      id
      submittedAt
    }
  }
`);

export const SITE_VISIT_UPDATE = graphql(`
  mutation SiteVisitUpdate($id: ID!, $title: String!, $preview: String) {
    siteVisitUpdate(id: $id, title: $title, preview: $preview) {
      id
      title
      preview
    }
  }
`);

/** The questionnaire new visits are answered on, whole, for the admin to download. */
export const SITE_VISIT_TEMPLATE = graphql(`
  query SiteVisitTemplate {
    siteVisitTemplate {
      ...SiteVisitTemplateFields
    }
  }
`);

export const SITE_VISIT_TEMPLATE_PUBLISH = graphql(`
  mutation SiteVisitTemplatePublish($document: JSON!) {
    siteVisitTemplatePublish(document: $document) {
      ...SiteVisitTemplateFields
    }
  }
`);
