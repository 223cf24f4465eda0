import { graphql } from './gql';
// Plan fields that several screens ask for, as GraphQL fragments. An operation that spreads one
// appends its text (`${PLAN_LABEL_META}`) so the API gets the whole document; codegen finds a
// fragment by its name wherever it is defined under src/.

/** The measurements a plan's labels are made of (lib/planLabels). */
export const PLAN_LABEL_META = graphql(`
  fragment PlanLabelMeta on PlanMeta {
    width
    length
    bedroomCount
    bathroomCount
    totalArea
    outerArea
  }
`);

/**
 * What a plan's cover and gallery are picked from (lib/planPhotos), with what marks a photo the
 * Creative Studio made (its 'AI render' label and the photo it was made from).
 */
export const PLAN_PHOTO_FIELDS = graphql(`
  fragment PlanPhotoFields on PlanPhoto {
    original
    name
    isPublish
    isPrimary
    compressed {
      url
      srcset
    }
    aiGenerated
    sourcePhoto
    aiModel
  }
`);

/** What a plan's price is worked out from (lib/planPricing). */
export const PLAN_PRICE_FIELDS = graphql(`
  fragment PlanPriceFields on Plan {
    isModular
    isManufactured
    fixPrice
  }
`);

/** What a saved plan's card shows (My Plans, the back office's Plans List). */
export const SAVED_PLAN_CARD_FIELDS = graphql(`
  fragment SavedPlanCardFields on MapResult {
    id
    planId
    planTitle
    name
    address
    snapshot
  }
`);
