/**
 * Every client-side validation rule of the account and user forms (SPEC §5), with its exact
 * message. Each `validate…` function returns one message per field (a new password's names every
 * rule it breaks); the API checks the same rules and answers with the same texts.
 */

/** Field name → message; a field that passes has no entry. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export const MESSAGES = {
  emailRequired: 'Please enter your email',
  emailInvalid: 'Please enter a valid email',
  passwordRequired: 'Please enter your password',
  nameRequired: 'Please enter your name',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordNeedsNumber: 'Password must contain at least one number',
  passwordNeedsLowercase: 'Password must contain at least one lowercase letter',
  passwordNeedsUppercase: 'Password must contain at least one uppercase letter',
  confirmRequired: 'Please confirm your password',
  passwordsDiffer: 'Passwords do not match',
  termsRequired: 'Please accept the terms and conditions',
  emailTaken: 'Email has already been taken',
  userNameRequired: 'Please input user name!',
  userEmailInvalid: 'Please enter a valid email!',
  userRoleRequired: 'Please select user role!',
} as const;

/** SPEC §9: the shortest password accepted. */
export const PASSWORD_MIN_LENGTH = 8;

// One "@", something on each side, a dot in the domain and no spaces: what a person can mistype,
// not the full RFC 5322 grammar (the API and the confirmation email settle the rest).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether `email` (already trimmed) looks like an address. */
export function isEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email);
}

function emailError(email: string): string | undefined {
  const trimmed = email.trim();
  if (trimmed === '') return MESSAGES.emailRequired;
  if (!isEmail(trimmed)) return MESSAGES.emailInvalid;
  return undefined;
}

/** One rule a new password must meet: how a checklist names it, and SPEC §5's message when broken. */
export interface PasswordRule {
  label: string;
  message: string;
  /**
   * What the rule asks for, to join with others broken at the same time: 'be at least 8
   * characters', or what a password must contain ('one number').
   */
  need: { be: string } | { contain: string };
  isMet: (password: string) => boolean;
}

/** SPEC §5's password rules, in its order. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    message: MESSAGES.passwordTooShort,
    need: { be: `at least ${PASSWORD_MIN_LENGTH} characters` },
    isMet: (password) => password.length >= PASSWORD_MIN_LENGTH,
  },
  {
    label: 'A number',
    message: MESSAGES.passwordNeedsNumber,
    need: { contain: 'one number' },
    isMet: (password) => /\d/.test(password),
  },
  {
    label: 'A lowercase letter',
    message: MESSAGES.passwordNeedsLowercase,
    need: { contain: 'one lowercase letter' },
    isMet: (password) => /\p{Ll}/u.test(password),
  },
  {
    label: 'An uppercase letter',
    message: MESSAGES.passwordNeedsUppercase,
    need: { contain: 'one uppercase letter' },
    isMet: (password) => /\p{Lu}/u.test(password),
  },
];

/**
 * Every rule a new password breaks, in one sentence, so the message says what the checklist under
 * the field shows: one broken rule in SPEC §5's words ('Password must contain at least one
 * number'), several joined in its order ('Password must be at least 8 characters and contain at
 * least one number and one uppercase letter').
 */
export function newPasswordError(password: string): string | undefined {
  if (password === '') return MESSAGES.passwordRequired;
  const broken = PASSWORD_RULES.filter((rule) => !rule.isMet(password));
  if (broken.length <= 1) return broken[0]?.message;
  const parts: string[] = [];
  const contain: string[] = [];
  for (const { need } of broken) {
    if ('be' in need) parts.push(`be ${need.be}`);
    else contain.push(need.contain);
  }
  if (contain.length > 0) parts.push(`contain at least ${joinWords(contain)}`);
  return `Password must ${parts.join(' and ')}`;
}

/** 'a', 'a and b', 'a, b and c'. */
function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

function confirmationError(password: string, confirmPassword: string): string | undefined {
  if (confirmPassword === '') return MESSAGES.confirmRequired;
  if (confirmPassword !== password) return MESSAGES.passwordsDiffer;
  return undefined;
}

/** Drops the fields that passed, so an empty object means the form may be sent. */
function compact<K extends string>(errors: Record<K, string | undefined>): FieldErrors<K> {
  const result: FieldErrors<K> = {};
  for (const [field, message] of Object.entries(errors) as [K, string | undefined][]) {
    if (message !== undefined) result[field] = message;
  }
  return result;
}

export interface LoginValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

/** /login: an address and any non-empty password (old passwords may predate today's rules). */
export function validateLogin(values: LoginValues): FieldErrors<keyof LoginValues> {
  return compact({
    email: emailError(values.email),
    password: values.password === '' ? MESSAGES.passwordRequired : undefined,
    rememberMe: undefined,
  });
}

export interface SignUpValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

/** /register. */
export function validateSignUp(values: SignUpValues): FieldErrors<keyof SignUpValues> {
  return compact({
    name: values.name.trim() === '' ? MESSAGES.nameRequired : undefined,
    email: emailError(values.email),
    password: newPasswordError(values.password),
    confirmPassword: confirmationError(values.password, values.confirmPassword),
    acceptTerms: values.acceptTerms ? undefined : MESSAGES.termsRequired,
  });
}

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/** /reset-password/{token}: the sign-up password rules plus the confirmation. */
export function validateNewPassword(
  values: NewPasswordValues,
): FieldErrors<keyof NewPasswordValues> {
  return compact({
    password: newPasswordError(values.password),
    confirmPassword: confirmationError(values.password, values.confirmPassword),
  });
}

export interface EmailValues {
  email: string;
}

/** /forgot-password and /resend-signup-token. */
export function validateEmailOnly(values: EmailValues): FieldErrors<keyof EmailValues> {
  return compact({ email: emailError(values.email) });
}

export interface UserEditValues {
  name: string;
  email: string;
  /** '' until a role is chosen. */
  role: string;
  isVerified: boolean;
}

/** The admin's user form (edit, and create once it exists). */
export function validateUserEdit(values: UserEditValues): FieldErrors<keyof UserEditValues> {
  const email = values.email.trim();
  return compact({
    name: values.name.trim() === '' ? MESSAGES.userNameRequired : undefined,
    email: isEmail(email) ? undefined : MESSAGES.userEmailInvalid,
    role: values.role === '' ? MESSAGES.userRoleRequired : undefined,
    isVerified: undefined,
  });
}
