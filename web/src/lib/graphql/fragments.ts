// Selections that several features ask for, as GraphQL fragments. An operation spreads one by
// name (`...PlanLabelMeta`); the generated document carries the fragment's text with it.

import { graphql } from './gql';

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

/** A site-plan order as its customer sees it (the profile's orders); the back office adds who ordered. */
export const SITE_PLAN_ORDER_FIELDS = graphql(`
  fragment SitePlanOrderFields on SitePlanOrder {
    id
    planId
    mapResultId
    planTitle
    address
    price
    status
    createdAt
    updatedAt
  }
`);

/** What every list of plans shows of a plan: its card's title, picture, photos and labels. */
export const PLAN_CARD_FIELDS = graphql(`
  fragment PlanCardFields on Plan {
    id
    title
    image
    isHidden
    photos {
      ...PlanPhotoFields
    }
    meta {
      type
      ...PlanLabelMeta
    }
  }
`);
