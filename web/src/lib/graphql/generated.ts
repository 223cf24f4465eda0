/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/**
 * A square-foot band of the listed area (outer area, else total area): `min` ≤ area < `max`;
 * no `max` means open-ended (the '1200+' band).
 */
export type AreaBand = {
  /** Largest area, sq ft, excluded; none for no upper limit. */
  max?: number | null | undefined;
  /** Smallest area, sq ft, included. */
  min: number;
};

/** Directory value ids of states, counties and cities. */
export type AreasInput = {
  cities?: Array<string>;
  counties?: Array<string>;
  states?: Array<string>;
};

export type CompressedImageInput = {
  size?: number;
  type?: string;
  url: string;
  watermarked?: boolean;
};

/** A directory as an admin enters it. */
export type DirectoryInput = {
  name: string;
  slug: string;
  /** Every value of the directory; leave it out on an update to keep the values as they are. */
  values?: Array<DirectoryValueInput> | null | undefined;
};

/** A value as an admin enters it. */
export type DirectoryValueInput = {
  description?: string;
  /** The value's id when it exists (it keeps it); leave it out for a new value. */
  id?: string | null | undefined;
  name: string;
  /** The value it belongs under, in this directory or another. */
  parentId?: string | null | undefined;
};

/** What the studio asks for. */
export type GenerationRequest = {
  image?: string | null | undefined;
  images?: Array<string> | null | undefined;
  /** The model's settings; the model's own fill what is left out. */
  input?: unknown;
  model: string;
  prompt?: string;
  style?: string | null | undefined;
};

export type GenerationTaskCreate = {
  input: GenerationRequest;
  planId: string;
};

/** Where a generation task stands: created (queued) → pending (running) → done | failure. */
export type GenerationTaskStatus =
  /** Queued, waiting for a worker. */
  | 'CREATED'
  /** Finished with its result. */
  | 'DONE'
  /** Ended without a result; `error` says why. */
  | 'FAILURE'
  /** A worker runs it. */
  | 'PENDING';

/** The fit figures saved with a placement. */
export type MapFitInput = {
  /** Footprint and existing structures over the lot area, percent. */
  coveragePct: number;
  insideLot: boolean;
  /** The smallest distance to a lot line beyond its setback, feet. */
  minSetbackClearanceFt?: number | null | undefined;
  /** `clear`, `near` or `violated`. */
  status: string;
  /** Each broken rule in words. */
  violations: Array<string>;
};

/** A placement to save, as the map screen sends it. */
export type MapResultInput = {
  /** The property's address (may be empty when placed by hand). */
  address: string;
  /** The fit figures at the moment of saving. */
  fit: MapFitInput;
  /** The map state to restore: centre, lot, setbacks, structures, placement (free-form JSON). */
  map: unknown;
  /** The plan placed. */
  planId: string;
  /** Image of the map with the plan, as a `data:image/png;base64,` url. */
  snapshotPng?: string | null | undefined;
};

/** Fields to change; omitted ones stay as they are. */
export type MapSessionUpdate = {
  hasCompletedOnboarding?: boolean | null | undefined;
  hasCompletedOnboardingPlanView?: boolean | null | undefined;
  /** Replaces the last-viewed list: a JSON array of at most 64 kB. */
  lastViewed?: unknown;
  /** Replaces the stored map state: a JSON object of at most 64 kB. */
  mapData?: unknown;
};

/** Catalogue query: which plans, which page. */
export type PlanFilters = {
  /** Directory value id of a city the plan is available in. */
  city?: string | null | undefined;
  /** Admin filter: plans of this contractor. */
  contractorId?: string | null | undefined;
  /** Directory value id of a county the plan is available in. */
  county?: string | null | undefined;
  /** Admin filter; other callers always get visible plans only. */
  isHidden?: boolean | null | undefined;
  /** Only these plans (recently viewed ones), in this order; at most 100 ids. */
  lastViewed?: Array<string> | null | undefined;
  /** Filters on measurements and rooms. */
  meta?: PlanMetaFilter | null | undefined;
  /** 1-based page number. */
  page?: number | null | undefined;
  /** Plans per page, 1 to 100 (default 10). */
  pageSize?: number | null | undefined;
  /** Admin filter: the plan's configurator id. */
  planId?: string | null | undefined;
  /** Only plans that are (or are not) pre-approved. */
  preApproved?: boolean | null | undefined;
  /** Directory value id of a state the plan is available in. */
  state?: string | null | undefined;
};

/** A plan as the plan form sends it. */
export type PlanInput = {
  arModelLink?: string;
  available?: AreasInput;
  contractorId: string;
  decorId?: string;
  description?: string;
  /** Dollars; 0 when none. */
  fixPrice?: number;
  hasARModel?: boolean;
  /** Main image url (the first image of the main-image upload). */
  image: string;
  isHidden?: boolean;
  isManufactured?: boolean;
  isModular?: boolean;
  meta: PlanMetaInput;
  photos?: Array<PlanPhotoInput>;
  /** Dollars; 0 when none. */
  planCost?: number;
  planId?: string;
  /** The floor-plan drawing (SVG markup), sanitised before it is stored. */
  planSVG?: string;
  preApproved?: boolean;
  /** Emptied unless `preApproved`. */
  preApprovedArea?: AreasInput;
  sourcePlan?: string;
  specifications?: unknown;
  title: string;
  /** Link on view: the plan's page on the contractor's or configurator's site. */
  url: string;
};

/** Filters on a plan's measurements and rooms. */
export type PlanMetaFilter = {
  /** Any of these square-foot bands, at most 13. */
  areaBands?: Array<AreaBand> | null | undefined;
  /**
   * Any of these bathroom counts; the highest option, 2, also matches more. At most 3
   * counts.
   */
  bathroomCount?: Array<number> | null | undefined;
  /**
   * Any of these bedroom counts (0 = studio); the highest option, 4, also matches more.
   * At most 5 counts.
   */
  bedroomCount?: Array<number> | null | undefined;
  /** Feet, at least 0. */
  maxLength?: number | null | undefined;
  /** Feet, at least 0. */
  maxWidth?: number | null | undefined;
  /** Feet, at least 0. */
  minLength?: number | null | undefined;
  /** Feet, at least 0. */
  minWidth?: number | null | undefined;
  /** House or shed. */
  type?: PlanType | null | undefined;
};

/** Measurements and rooms. Lengths in feet, areas in square feet. */
export type PlanMetaInput = {
  bathroom?: Array<RoomInput>;
  bathroomCount?: number;
  bedroom?: Array<RoomInput>;
  bedroomCount?: number;
  kitchen?: Array<RoomInput>;
  kitchenCount?: number;
  length: number;
  outerArea?: number | null | undefined;
  totalArea: number;
  type: PlanType;
  width: number;
};

/** A gallery photo as the upload widget answered it. */
export type PlanPhotoInput = {
  compressed?: CompressedImageInput | null | undefined;
  isPrimary?: boolean;
  isPublish?: boolean;
  /**
   * The name of the file it was uploaded from, to show it by (kept to its last 200
   * characters' worth, without folders).
   */
  name?: string;
  original: string;
  size?: number;
  type?: string;
};

/** What kind of building a plan is. */
export type PlanType =
  /** A dwelling: house, cottage / ADU, modular or manufactured home. */
  | 'HOUSE'
  /** A garden, storage or workshop shed. */
  | 'SHED';

/** The kinds of product the configurators offer. */
export type ProductType = 'MATERIALS' | 'MATERIALS_FROM_OPTIONS' | 'OBJECTS';

/** A user's role. Admins run the back office. */
export type Role =
  /** Runs the back office: catalogue, contractors, users, directories. */
  | 'ADMIN'
  /** A homeowner: the map, saved plans and site visits. */
  | 'USER';

export type RoomInput = {
  area: number;
};

/** Where a site-plan order stands. */
export type SitePlanOrderStatus =
  /** The site plan was delivered to the customer. */
  | 'DELIVERED'
  /** Operations are scheduling or drawing the survey. */
  | 'IN_PROGRESS'
  /** Stored and sent to operations. */
  | 'RECEIVED';

/** Where a visit starts. */
export type SiteVisitCreateInput = {
  address?: string;
  city?: string;
  /** Longitude, latitude of the address. */
  coordinates?: Array<number> | null | undefined;
  county?: string;
  /** One of the user's saved plans: its address and lot are taken. */
  mapResultId?: string | null | undefined;
  state?: string;
  /** Empty for the address. */
  title?: string;
};

export type CatalogueContractorsQueryVariables = Exact<{ [key: string]: never }>;

export type CatalogueContractorsQuery = { contractors: Array<{ id: string; name: string }> };

export type AdminContractorsQueryVariables = Exact<{ [key: string]: never }>;

export type AdminContractorsQuery = {
  contractors: Array<{
    id: string;
    name: string;
    email: string;
    phone: string;
    logo: string;
    webSite: string;
  }>;
};

export type AdminContractorQueryVariables = Exact<{
  id: string;
}>;

export type AdminContractorQuery = {
  contractor: {
    id: string;
    name: string;
    ceo: string;
    phone: string;
    email: string;
    webSite: string;
    about: string;
    logo: string;
    photos: Array<string>;
    recommendedBy: Array<string>;
    removedAt: number | null;
    updatedAt: number;
    planCount: number;
  } | null;
};

export type ContractorCreateMutationVariables = Exact<{
  name: string;
  ceo?: string | null | undefined;
  phone?: string | null | undefined;
  email: string;
  webSite?: string | null | undefined;
  about?: string | null | undefined;
  logo?: string | null | undefined;
  photos?: Array<string> | string | null | undefined;
  recommendedBy?: Array<string> | string | null | undefined;
}>;

export type ContractorCreateMutation = { contractorCreate: { id: string } };

export type ContractorUpdateMutationVariables = Exact<{
  id: string;
  name: string;
  ceo?: string | null | undefined;
  phone?: string | null | undefined;
  email: string;
  webSite?: string | null | undefined;
  about?: string | null | undefined;
  logo?: string | null | undefined;
  photos?: Array<string> | string | null | undefined;
  recommendedBy?: Array<string> | string | null | undefined;
}>;

export type ContractorUpdateMutation = { contractorUpdate: { id: string } };

export type RemoveContractorMutationVariables = Exact<{
  id: string;
}>;

export type RemoveContractorMutation = { removeContractor: boolean };

export type AdminDirectoriesQueryVariables = Exact<{ [key: string]: never }>;

export type AdminDirectoriesQuery = {
  directories: Array<{ id: string; name: string; slug: string; valueCount: number }>;
};

export type AdminDirectoryQueryVariables = Exact<{
  id: string;
  parentId?: string | null | undefined;
  search?: string | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;

export type AdminDirectoryQuery = {
  directory: {
    id: string;
    name: string;
    slug: string;
    valueCount: number;
    values: {
      totalCount: number;
      items: Array<{
        id: string;
        name: string;
        description: string;
        parentId: string | null;
        childCount: number;
      }>;
    };
  } | null;
};

export type DirectoryAllValuesQueryVariables = Exact<{
  id: string;
  offset: number;
}>;

export type DirectoryAllValuesQuery = {
  directory: {
    id: string;
    name: string;
    slug: string;
    valueCount: number;
    values: {
      totalCount: number;
      items: Array<{ id: string; name: string; description: string; parentId: string | null }>;
    };
  } | null;
};

export type DirectoryBySlugQueryVariables = Exact<{
  slug: string;
}>;

export type DirectoryBySlugQuery = { directory: { id: string; name: string } | null };

export type CreateDirectoryMutationVariables = Exact<{
  input: DirectoryInput;
}>;

export type CreateDirectoryMutation = { createDirectory: { id: string } };

export type UpdateDirectoryMutationVariables = Exact<{
  id: string;
  input: DirectoryInput;
}>;

export type UpdateDirectoryMutation = { updateDirectory: { id: string } };

export type AdminSitePlanOrderFieldsFragment = {
  id: string;
  customerName: string;
  customerEmail: string;
  planId: string | null;
  mapResultId: string | null;
  planTitle: string;
  address: string;
  price: number;
  status: SitePlanOrderStatus;
  createdAt: number;
  updatedAt: number;
};

export type AdminSitePlanOrdersQueryVariables = Exact<{
  status?: SitePlanOrderStatus | null | undefined;
  page: number;
  pageSize: number;
}>;

export type AdminSitePlanOrdersQuery = {
  sitePlanOrders: {
    totalCount: number;
    items: Array<{
      id: string;
      customerName: string;
      customerEmail: string;
      planId: string | null;
      mapResultId: string | null;
      planTitle: string;
      address: string;
      price: number;
      status: SitePlanOrderStatus;
      createdAt: number;
      updatedAt: number;
    }>;
  };
};

export type SitePlanOrderAdvanceMutationVariables = Exact<{
  id: string;
}>;

export type SitePlanOrderAdvanceMutation = {
  sitePlanOrderAdvance: {
    id: string;
    customerName: string;
    customerEmail: string;
    planId: string | null;
    mapResultId: string | null;
    planTitle: string;
    address: string;
    price: number;
    status: SitePlanOrderStatus;
    createdAt: number;
    updatedAt: number;
  };
};

export type PlansListsQueryVariables = Exact<{
  page: number;
  pageSize: number;
}>;

export type PlansListsQuery = {
  plansLists: {
    totalCount: number;
    items: Array<{
      createdAt: number;
      userId: string;
      id: string;
      planId: string | null;
      planTitle: string;
      name: string;
      address: string;
      snapshot: string;
      user: { id: string; name: string; email: string } | null;
    }>;
  };
};

export type FluxGenerationsOfPlanQueryVariables = Exact<{
  planId: string;
}>;

export type FluxGenerationsOfPlanQuery = {
  fluxGenerationByPlanId: Array<{
    id: string;
    status: string;
    planId: string;
    sourceImage: string;
    data: unknown;
    createdAt: number;
    updatedAt: number;
    executionTime: number | null;
  }>;
};

export type AdminPlansQueryVariables = Exact<{
  filters: PlanFilters;
}>;

export type AdminPlansQuery = {
  plans: {
    totalCount: number;
    items: Array<{
      id: string;
      title: string;
      image: string;
      isHidden: boolean;
      preApproved: boolean;
      url: string;
      decorId: string;
      planId: string;
      planSVG: string;
      photos: Array<{
        original: string;
        name: string;
        isPublish: boolean;
        isPrimary: boolean;
        aiGenerated: boolean;
        sourcePhoto: string | null;
        aiModel: string | null;
        compressed: { url: string; srcset: string } | null;
      }>;
      meta: {
        type: PlanType;
        width: number;
        length: number;
        bedroomCount: number;
        bathroomCount: number;
        totalArea: number;
        outerArea: number | null;
      };
      contractor: { id: string; name: string } | null;
    }>;
  };
};

export type AdminPlanQueryVariables = Exact<{
  id: string;
}>;

export type AdminPlanQuery = {
  plan: {
    id: string;
    title: string;
    description: string;
    contractorId: string | null;
    url: string;
    decorId: string;
    planId: string;
    image: string;
    isHidden: boolean;
    preApproved: boolean;
    planSVG: string;
    hasARModel: boolean;
    arModelLink: string;
    planCost: number;
    sourcePlan: string;
    updatedAt: number;
    isModular: boolean;
    isManufactured: boolean;
    fixPrice: number;
    meta: {
      type: PlanType;
      kitchenCount: number;
      width: number;
      length: number;
      bedroomCount: number;
      bathroomCount: number;
      totalArea: number;
      outerArea: number | null;
      bathroom: Array<{ area: number }>;
      bedroom: Array<{ area: number }>;
      kitchen: Array<{ area: number }>;
    };
    available: { states: Array<string>; counties: Array<string>; cities: Array<string> };
    preApprovedArea: { states: Array<string>; counties: Array<string>; cities: Array<string> };
    photos: Array<{
      size: number;
      type: string;
      original: string;
      name: string;
      isPublish: boolean;
      isPrimary: boolean;
      aiGenerated: boolean;
      sourcePhoto: string | null;
      aiModel: string | null;
      compressed: {
        size: number;
        type: string;
        watermarked: boolean;
        url: string;
        srcset: string;
      } | null;
    }>;
    contractor: {
      id: string;
      name: string;
      ceo: string;
      phone: string;
      email: string;
      webSite: string;
      removedAt: number | null;
    } | null;
  } | null;
};

export type PlanCreateMutationVariables = Exact<{
  input: PlanInput;
}>;

export type PlanCreateMutation = { planCreate: { id: string } };

export type PlanUpdateMutationVariables = Exact<{
  id: string;
  input: PlanInput;
}>;

export type PlanUpdateMutation = { planUpdate: { id: string } };

export type AreaValuesQueryVariables = Exact<{
  slug: string;
  parentId?: string | null | undefined;
}>;

export type AreaValuesQuery = {
  directory: {
    id: string;
    values: {
      totalCount: number;
      items: Array<{ id: string; name: string; description: string; parentId: string | null }>;
    };
  } | null;
};

export type AreaValuesByIdsQueryVariables = Exact<{
  ids: Array<string> | string;
}>;

export type AreaValuesByIdsQuery = {
  directoriesValuesByIds: Array<{
    id: string;
    name: string;
    description: string;
    parentId: string | null;
  }>;
};

export type FindConfiguratorQueryVariables = Exact<{
  decorId?: string | null | undefined;
  id?: string | null | undefined;
}>;

export type FindConfiguratorQuery = {
  findConfigurator: Array<{ _id: string; name: string; product: string; createdAt: string }>;
};

export type FindPhotosQueryVariables = Exact<{
  decorId?: string | null | undefined;
  id?: string | null | undefined;
}>;

export type FindPhotosQuery = { findPhotos: Array<{ url: string; name: string }> };

export type ProductsOfConfiguratorsQueryVariables = Exact<{
  type?: ProductType | null | undefined;
}>;

export type ProductsOfConfiguratorsQuery = {
  productsOfConfigurators: {
    list: Array<{
      id: string;
      name: string;
      type: string;
      avatar: { small: string | null };
      data: { price: number | null; labor: number | null };
    }>;
  };
};

export type AdminUsersQueryVariables = Exact<{ [key: string]: never }>;

export type AdminUsersQuery = {
  users: Array<{
    id: string;
    name: string;
    email: string;
    role: Role;
    createdAt: number;
    isVerified: boolean;
  }>;
};

export type AdminUserQueryVariables = Exact<{
  id: string;
}>;

export type AdminUserQuery = {
  user: {
    id: string;
    name: string;
    email: string;
    role: Role;
    createdAt: number;
    isVerified: boolean;
  } | null;
};

export type UserUpdateMutationVariables = Exact<{
  id: string;
  name: string;
  email: string;
  role: Role;
  isVerified: boolean;
}>;

export type UserUpdateMutation = {
  userUpdate: {
    id: string;
    name: string;
    email: string;
    role: Role;
    createdAt: number;
    isVerified: boolean;
  };
};

export type UserDeleteMutationVariables = Exact<{
  id: string;
}>;

export type UserDeleteMutation = { userDelete: boolean };

export type LogInMutationVariables = Exact<{
  email: string;
  password: string;
  rememberMe: boolean;
}>;

export type LogInMutation = {
  logIn: {
    id: string;
    isVerified: boolean;
    name: string;
    email: string;
    role: Role;
    createdAt: number;
  };
};

export type LogInWithGoogleMutationVariables = Exact<{
  code?: string | null | undefined;
  idToken: string;
}>;

export type LogInWithGoogleMutation = {
  logInWithGoogle: {
    id: string;
    isVerified: boolean;
    name: string;
    email: string;
    role: Role;
    createdAt: number;
  };
};

export type SignUpMutationVariables = Exact<{
  email: string;
  password: string;
  name: string;
}>;

export type SignUpMutation = { signUp: string };

export type ResendSignUpTokenMutationVariables = Exact<{
  email: string;
}>;

export type ResendSignUpTokenMutation = { resendSignUpToken: boolean };

export type VerifyUserMutationVariables = Exact<{
  token: string;
}>;

export type VerifyUserMutation = { verifyUser: boolean };

export type ForgotPasswordMutationVariables = Exact<{
  email: string;
}>;

export type ForgotPasswordMutation = { forgotPassword: boolean };

export type ChangePasswordWithTokenMutationVariables = Exact<{
  newPassword: string;
  token: string;
}>;

export type ChangePasswordWithTokenMutation = { changePasswordWithToken: boolean };

export type MySitePlanOrdersQueryVariables = Exact<{
  page: number;
  pageSize: number;
}>;

export type MySitePlanOrdersQuery = {
  mySitePlanOrders: {
    totalCount: number;
    items: Array<{
      id: string;
      planId: string | null;
      mapResultId: string | null;
      planTitle: string;
      address: string;
      price: number;
      status: SitePlanOrderStatus;
      createdAt: number;
      updatedAt: number;
    }>;
  };
};

export type StudioPlanQueryVariables = Exact<{
  id: string;
}>;

export type StudioPlanQuery = {
  plan: {
    id: string;
    title: string;
    photos: Array<{
      original: string;
      name: string;
      isPublish: boolean;
      isPrimary: boolean;
      aiGenerated: boolean;
      sourcePhoto: string | null;
      aiModel: string | null;
      compressed: { url: string; srcset: string } | null;
    }>;
  } | null;
};

export type GenerationModelsQueryVariables = Exact<{ [key: string]: never }>;

export type GenerationModelsQuery = {
  generationModels: Array<{
    key: string;
    label: string;
    available: boolean;
    unavailableReason: string | null;
    settings: unknown;
    prompts: Array<string>;
    styles: Array<{ key: string; label: string }>;
  }>;
};

export type GenerationTaskFieldsFragment = {
  id: string;
  status: GenerationTaskStatus;
  planId: string;
  error: string | null;
  createdAt: number;
  updatedAt: number;
  startedAt: number | null;
  finishedAt: number | null;
  input: {
    model: string;
    style: string | null;
    prompt: string;
    image: string | null;
    images: Array<string>;
    input: unknown;
  };
  output: { result: Array<string>; compressed: Array<string> } | null;
};

export type GenerationTasksQueryVariables = Exact<{
  planId: string;
  status?: GenerationTaskStatus | null | undefined;
  page: number;
  pageSize: number;
}>;

export type GenerationTasksQuery = {
  getGenerationTasksByPlanId: {
    totalCount: number;
    items: Array<{
      id: string;
      status: GenerationTaskStatus;
      planId: string;
      error: string | null;
      createdAt: number;
      updatedAt: number;
      startedAt: number | null;
      finishedAt: number | null;
      input: {
        model: string;
        style: string | null;
        prompt: string;
        image: string | null;
        images: Array<string>;
        input: unknown;
      };
      output: { result: Array<string>; compressed: Array<string> } | null;
    }>;
  };
};

export type CreateGenerationTaskMutationVariables = Exact<{
  input: GenerationTaskCreate;
}>;

export type CreateGenerationTaskMutation = {
  createGenerationTask: {
    id: string;
    status: GenerationTaskStatus;
    planId: string;
    error: string | null;
    createdAt: number;
    updatedAt: number;
    startedAt: number | null;
    finishedAt: number | null;
    input: {
      model: string;
      style: string | null;
      prompt: string;
      image: string | null;
      images: Array<string>;
      input: unknown;
    };
    output: { result: Array<string>; compressed: Array<string> } | null;
  };
};

export type RetryGenerationTaskMutationVariables = Exact<{
  taskId: string;
  planId: string;
}>;

export type RetryGenerationTaskMutation = {
  retryGenerationTask: {
    id: string;
    status: GenerationTaskStatus;
    planId: string;
    error: string | null;
    createdAt: number;
    updatedAt: number;
    startedAt: number | null;
    finishedAt: number | null;
    input: {
      model: string;
      style: string | null;
      prompt: string;
      image: string | null;
      images: Array<string>;
      input: unknown;
    };
    output: { result: Array<string>; compressed: Array<string> } | null;
  };
};

export type SaveResultToPlanMutationVariables = Exact<{
  planId: string;
  taskId: string;
}>;

export type SaveResultToPlanMutation = { saveResultToPlan: boolean };

export type MapResultCreateMutationVariables = Exact<{
  input: MapResultInput;
}>;

export type MapResultCreateMutation = { mapResultCreate: { id: string; planId: string | null } };

export type MapResultUpdateMutationVariables = Exact<{
  id: string;
  input: MapResultInput;
}>;

export type MapResultUpdateMutation = { mapResultUpdate: { id: string; planId: string | null } };

export type SavedResultToOpenQueryVariables = Exact<{
  id: string;
}>;

export type SavedResultToOpenQuery = {
  mapResult: { id: string; planId: string | null; address: string; map: unknown } | null;
};

export type MapSessionDataQueryVariables = Exact<{ [key: string]: never }>;

export type MapSessionDataQuery = {
  mapSession: { id: string; mapData: unknown; lastViewed: unknown } | null;
};

export type MapSessionDataUpdateMutationVariables = Exact<{
  input: MapSessionUpdate;
}>;

export type MapSessionDataUpdateMutation = { mapSessionUpdate: { id: string } };

export type PlanStripPlanFragment = {
  id: string;
  title: string;
  image: string;
  photos: Array<{ original: string; aiGenerated: boolean }>;
  meta: {
    width: number;
    length: number;
    bedroomCount: number;
    bathroomCount: number;
    totalArea: number;
    outerArea: number | null;
  };
};

export type GuestPlanStripQueryVariables = Exact<{
  meta?: PlanMetaFilter | null | undefined;
  page: number;
  pageSize: number;
}>;

export type GuestPlanStripQuery = {
  guestPlans: {
    totalCount: number;
    items: Array<{
      id: string;
      title: string;
      image: string;
      photos: Array<{ original: string; aiGenerated: boolean }>;
      meta: {
        width: number;
        length: number;
        bedroomCount: number;
        bathroomCount: number;
        totalArea: number;
        outerArea: number | null;
      };
    }>;
  };
};

export type PlanStripQueryVariables = Exact<{
  filters: PlanFilters;
}>;

export type PlanStripQuery = {
  plans: {
    totalCount: number;
    items: Array<{
      id: string;
      title: string;
      image: string;
      photos: Array<{ original: string; aiGenerated: boolean }>;
      meta: {
        width: number;
        length: number;
        bedroomCount: number;
        bathroomCount: number;
        totalArea: number;
        outerArea: number | null;
      };
    }>;
  };
};

export type SelectedPlanQueryVariables = Exact<{
  id: string;
}>;

export type SelectedPlanQuery = {
  planView: {
    planSVG: string;
    id: string;
    title: string;
    image: string;
    photos: Array<{ original: string; aiGenerated: boolean }>;
    meta: {
      width: number;
      length: number;
      bedroomCount: number;
      bathroomCount: number;
      totalArea: number;
      outerArea: number | null;
    };
  } | null;
};

export type MyMapResultsQueryVariables = Exact<{
  page: number;
  pageSize: number;
}>;

export type MyMapResultsQuery = {
  mapResults: {
    totalCount: number;
    items: Array<{
      createdAt: number;
      id: string;
      planId: string | null;
      planTitle: string;
      name: string;
      address: string;
      snapshot: string;
    }>;
  };
};

export type MySavedPlanCopiesQueryVariables = Exact<{ [key: string]: never }>;

export type MySavedPlanCopiesQuery = {
  mapResults: { items: Array<{ id: string; planTitle: string; createdAt: number }> };
};

export type MapResultRenameMutationVariables = Exact<{
  id: string;
  name: string;
}>;

export type MapResultRenameMutation = { mapResultRename: { id: string; name: string } };

export type MapResultDeleteMutationVariables = Exact<{
  id: string;
}>;

export type MapResultDeleteMutation = { mapResultDelete: boolean };

export type MapResultRestoreMutationVariables = Exact<{
  id: string;
}>;

export type MapResultRestoreMutation = { mapResultRestore: { id: string } };

export type PlanPageOrdersQueryVariables = Exact<{ [key: string]: never }>;

export type PlanPageOrdersQuery = {
  mySitePlanOrders: {
    items: Array<{
      id: string;
      planId: string | null;
      mapResultId: string | null;
      status: SitePlanOrderStatus;
      createdAt: number;
      updatedAt: number;
    }>;
  };
};

export type SummaryListFieldsFragment = {
  title: string;
  total: number;
  data: Array<{
    title: string;
    price: number;
    type: string;
    url: string | null;
    img: string | null;
    description: string;
  }>;
};

export type PlanSummaryQueryVariables = Exact<{
  id: string;
  mapId?: string | null | undefined;
  address?: string | null | undefined;
}>;

export type PlanSummaryQuery = {
  getSummary: {
    data: {
      stateCode: string | null;
      costIndex: number;
      price: { min: number; max: number; labor: { min: number; max: number } };
      preconstruction: {
        title: string;
        total: number;
        data: Array<{
          title: string;
          price: number;
          type: string;
          url: string | null;
          img: string | null;
          description: string;
        }>;
      };
      products: {
        title: string;
        total: number;
        data: Array<{
          title: string;
          price: number;
          type: string;
          url: string | null;
          img: string | null;
          description: string;
        }>;
      };
      materials: {
        title: string;
        total: number;
        data: Array<{
          title: string;
          price: number;
          type: string;
          url: string | null;
          img: string | null;
          description: string;
        }>;
      };
      labor: {
        title: string;
        total: number;
        data: Array<{
          title: string;
          price: number;
          type: string;
          url: string | null;
          img: string | null;
          description: string;
        }>;
      };
    } | null;
  };
};

export type SimilarPlansQueryVariables = Exact<{
  id: string;
}>;

export type SimilarPlansQuery = {
  similarPlans: Array<{
    id: string;
    title: string;
    image: string;
    photos: Array<{
      original: string;
      name: string;
      isPublish: boolean;
      isPrimary: boolean;
      aiGenerated: boolean;
      sourcePhoto: string | null;
      aiModel: string | null;
      compressed: { url: string; srcset: string } | null;
    }>;
    meta: {
      width: number;
      length: number;
      bedroomCount: number;
      bathroomCount: number;
      totalArea: number;
      outerArea: number | null;
    };
  }>;
};

export type PlansTotalQueryVariables = Exact<{ [key: string]: never }>;

export type PlansTotalQuery = { plansCount: { total: number } };

export type PlanMapResultQueryVariables = Exact<{
  id: string;
}>;

export type PlanMapResultQuery = {
  mapResult: {
    id: string;
    address: string;
    snapshot: string;
    fit: {
      insideLot: boolean;
      status: string;
      coveragePct: number;
      minSetbackClearanceFt: number | null;
      violations: Array<string>;
    } | null;
  } | null;
};

export type DirectoryValuesQueryVariables = Exact<{
  ids: Array<string> | string;
}>;

export type DirectoryValuesQuery = { directoriesValuesByIds: Array<{ id: string; name: string }> };

export type PlanViewQueryVariables = Exact<{
  id: string;
}>;

export type PlanViewQuery = {
  planView: {
    id: string;
    title: string;
    description: string;
    image: string;
    isHidden: boolean;
    preApproved: boolean;
    planSVG: string;
    planId: string;
    contractorId: string | null;
    isModular: boolean;
    isManufactured: boolean;
    fixPrice: number;
    photos: Array<{
      original: string;
      name: string;
      isPublish: boolean;
      isPrimary: boolean;
      aiGenerated: boolean;
      sourcePhoto: string | null;
      aiModel: string | null;
      compressed: { url: string; srcset: string } | null;
    }>;
    preApprovedArea: { states: Array<string>; counties: Array<string>; cities: Array<string> };
    contractor: { id: string; name: string; webSite: string } | null;
    meta: {
      type: PlanType;
      width: number;
      length: number;
      bedroomCount: number;
      bathroomCount: number;
      totalArea: number;
      outerArea: number | null;
    };
  } | null;
};

export type CataloguePlansQueryVariables = Exact<{
  filters: PlanFilters;
  admin: boolean;
}>;

export type CataloguePlansQuery = {
  plans: {
    totalCount: number;
    items: Array<{
      id: string;
      title: string;
      image: string;
      isHidden: boolean;
      url?: string;
      decorId?: string;
      planId?: string;
      planSVG?: string;
      isModular: boolean;
      isManufactured: boolean;
      fixPrice: number;
      photos: Array<{
        original: string;
        name: string;
        isPublish: boolean;
        isPrimary: boolean;
        aiGenerated: boolean;
        sourcePhoto: string | null;
        aiModel: string | null;
        compressed: { url: string; srcset: string } | null;
      }>;
      meta: {
        type: PlanType;
        width: number;
        length: number;
        bedroomCount: number;
        bathroomCount: number;
        totalArea: number;
        outerArea: number | null;
      };
    }>;
  };
};

export type SiteVisitCardFieldsFragment = {
  id: string;
  title: string;
  preview: unknown;
  submittedAt: number | null;
  createdAt: number;
  updatedAt: number;
  map: { address: string; city: string; state: string };
  progress: { answered: number; total: number };
};

export type MySiteVisitsQueryVariables = Exact<{
  userId: string;
}>;

export type MySiteVisitsQuery = {
  siteVisitUserList: Array<{
    id: string;
    title: string;
    preview: unknown;
    submittedAt: number | null;
    createdAt: number;
    updatedAt: number;
    map: { address: string; city: string; state: string };
    progress: { answered: number; total: number };
  }>;
};

export type AdminSiteVisitsQueryVariables = Exact<{ [key: string]: never }>;

export type AdminSiteVisitsQuery = {
  siteVisitAdminList: Array<{
    userId: string;
    id: string;
    title: string;
    preview: unknown;
    submittedAt: number | null;
    createdAt: number;
    updatedAt: number;
    map: { address: string; city: string; state: string };
    progress: { answered: number; total: number };
  }>;
};

export type SiteVisitQueryVariables = Exact<{
  id: string;
}>;

export type SiteVisitQuery = {
  getSiteVisit: {
    id: string;
    userId: string;
    title: string;
    preview: unknown;
    submittedAt: number | null;
    createdAt: number;
    updatedAt: number;
    map: {
      address: string;
      city: string;
      state: string;
      county: string;
      coordinates: Array<number> | null;
      lot: Array<Array<number>>;
    };
    progress: {
      answered: number;
      total: number;
      missing: Array<{ id: string; title: string; category: string }>;
    };
    categories: Array<{
      id: string;
      title: string;
      description: string;
      icon: string;
      questions: Array<{
        id: string;
        title: string;
        description: string;
        help: string;
        helpImages: Array<string>;
        type: string;
        required: boolean;
        mapType: string | null;
        options: Array<string>;
        mode: string | null;
        result: unknown;
        warnings: Array<string>;
        colors: { point: string; line: string; fill: string } | null;
      }>;
    }>;
  };
};

export type SiteVisitCreateMutationVariables = Exact<{
  input: SiteVisitCreateInput;
}>;

export type SiteVisitCreateMutation = { siteVisitCreate: { id: string } };

export type SavedPlacesQueryVariables = Exact<{ [key: string]: never }>;

export type SavedPlacesQuery = {
  mapResults: { items: Array<{ id: string; name: string; planTitle: string; address: string }> };
};

export type SiteVisitAnswerMutationVariables = Exact<{
  id: string;
  questionId: string;
  value?: unknown;
  answeredAt?: number | null | undefined;
}>;

export type SiteVisitAnswerMutation = {
  siteVisitAnswer: { questionId: string; warnings: Array<string> };
};

export type SiteVisitSubmitMutationVariables = Exact<{
  id: string;
}>;

export type SiteVisitSubmitMutation = {
  siteVisitSubmit: { id: string; submittedAt: number | null };
};

export type SiteVisitUpdateMutationVariables = Exact<{
  id: string;
  title: string;
  preview?: string | null | undefined;
}>;

export type SiteVisitUpdateMutation = {
  siteVisitUpdate: { id: string; title: string; preview: unknown };
};

export type SiteVisitTemplateQueryVariables = Exact<{ [key: string]: never }>;

export type SiteVisitTemplateQuery = { siteVisitTemplate: { version: number; document: unknown } };

export type SiteVisitTemplatePublishMutationVariables = Exact<{
  document: unknown;
}>;

export type SiteVisitTemplatePublishMutation = {
  siteVisitTemplatePublish: { version: number; document: unknown };
};

export type CheckIfLoggedInMutationVariables = Exact<{ [key: string]: never }>;

export type CheckIfLoggedInMutation = {
  checkIfLoggedIn: {
    id: string;
    isVerified: boolean;
    name: string;
    email: string;
    role: Role;
    createdAt: number;
  } | null;
};

export type LogOutMutationVariables = Exact<{ [key: string]: never }>;

export type LogOutMutation = { logOut: boolean };

export type PlanLabelMetaFragment = {
  width: number;
  length: number;
  bedroomCount: number;
  bathroomCount: number;
  totalArea: number;
  outerArea: number | null;
};

export type PlanPhotoFieldsFragment = {
  original: string;
  name: string;
  isPublish: boolean;
  isPrimary: boolean;
  aiGenerated: boolean;
  sourcePhoto: string | null;
  aiModel: string | null;
  compressed: { url: string; srcset: string } | null;
};

export type PlanPriceFieldsFragment = {
  isModular: boolean;
  isManufactured: boolean;
  fixPrice: number;
};

export type SavedPlanCardFieldsFragment = {
  id: string;
  planId: string | null;
  planTitle: string;
  name: string;
  address: string;
  snapshot: string;
};

export type GetMapSessionQueryVariables = Exact<{ [key: string]: never }>;

export type GetMapSessionQuery = {
  mapSession: {
    id: string;
    hasCompletedOnboarding: boolean;
    hasCompletedOnboardingPlanView: boolean;
  } | null;
};

export type MapSessionUpdateMutationVariables = Exact<{
  input: MapSessionUpdate;
}>;

export type MapSessionUpdateMutation = {
  mapSessionUpdate: {
    id: string;
    hasCompletedOnboarding: boolean;
    hasCompletedOnboardingPlanView: boolean;
  };
};
