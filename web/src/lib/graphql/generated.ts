/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** What kind of building a plan is. */
export type PlanType =
  /** A dwelling: house, cottage / ADU, modular or manufactured home. */
  | 'HOUSE'
  /** A garden, storage or workshop shed. */
  | 'SHED';

/** A user's role. Admins run the back office. */
export type Role =
  /** Runs the back office: catalogue, contractors, users, directories. */
  | 'ADMIN'
  /** A homeowner: the map, saved plans and site visits. */
  | 'USER';

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

export type PlanStripPlanFragment = {
  id: string;
  title: string;
  image: string;
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
  pageSize: number;
}>;

export type GuestPlanStripQuery = {
  guestPlans: {
    totalCount: number;
    items: Array<{
      id: string;
      title: string;
      image: string;
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
  pageSize: number;
}>;

export type PlanStripQuery = {
  plans: {
    totalCount: number;
    items: Array<{
      id: string;
      title: string;
      image: string;
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
    planSVG: string;
    contractor: { id: string; name: string } | null;
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
