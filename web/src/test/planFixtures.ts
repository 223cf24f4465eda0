import type { PlanPhotoFieldsFragment } from '../lib/graphql/gql/graphql';

/** A published photo at `original` that was not generated, as the API lists a plan's photos. */
export function planPhoto<Extra extends object>(
  original: string,
  extra?: Extra,
): PlanPhotoFieldsFragment & Extra {
  const photo: PlanPhotoFieldsFragment = {
    original,
    name: '',
    isPublish: true,
    isPrimary: false,
    compressed: null,
    aiGenerated: false,
    sourcePhoto: null,
    aiModel: null,
  };
  return { ...photo, ...extra } as PlanPhotoFieldsFragment & Extra;
}

const WREN_META = {
  type: 'HOUSE' as const,
  width: 20,
  length: 24,
  bedroomCount: 1,
  bathroomCount: 1,
  totalArea: 480,
  outerArea: null as number | null,
};

/** The size and rooms of 'The Wren', the small house the component tests show. */
export function wrenMeta<Extra extends object>(extra?: Extra): typeof WREN_META & Extra {
  return { ...WREN_META, ...extra } as typeof WREN_META & Extra;
}
