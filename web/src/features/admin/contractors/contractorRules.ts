import { isEmail, type FieldErrors } from '../../../lib/validation/formRules';

/** The contractor form's fields as typed. */
export interface ContractorValues {
  name: string;
  ceo: string;
  phone: string;
  email: string;
  webSite: string;
  about: string;
}

/** SPEC §5's contractor messages; the API answers with the same texts. */
export const CONTRACTOR_MESSAGES = {
  nameRequired: 'Please enter company name',
  emailRequired: 'Please enter email',
  emailInvalid: 'Please enter a valid email',
  phoneInvalid: 'Please enter a valid US phone number',
  urlInvalid: 'Please enter a valid URL',
} as const;

const PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;

/** Whether `url` is an absolute http(s) address with a dotted host. */
export function isWebUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return (
      (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname.includes('.')
    );
  } catch {
    return false;
  }
}

/** The first failing rule of each field. */
export function validateContractor(values: ContractorValues): FieldErrors<keyof ContractorValues> {
  const email = values.email.trim();
  const phone = values.phone.trim();
  const webSite = values.webSite.trim();
  const errors: FieldErrors<keyof ContractorValues> = {};
  if (values.name.trim() === '') errors.name = CONTRACTOR_MESSAGES.nameRequired;
  if (email === '') errors.email = CONTRACTOR_MESSAGES.emailRequired;
  else if (!isEmail(email)) errors.email = CONTRACTOR_MESSAGES.emailInvalid;
  if (phone !== '' && !PHONE_PATTERN.test(phone)) errors.phone = CONTRACTOR_MESSAGES.phoneInvalid;
  if (webSite !== '' && !isWebUrl(webSite)) errors.webSite = CONTRACTOR_MESSAGES.urlInvalid;
  return errors;
}

/** The phone mask of SPEC §9, applied as the admin types: digits become '(555) 555-5555'. */
export function formatPhone(typed: string): string {
  const digits = typed
    .replace(/\D/g, '')
    .replace(/^1(?=\d{10})/, '')
    .slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** What removing a contractor touches, in words (its plans stay and show it as removed). */
export function removalQuestion(name: string, planCount: number): string {
  if (planCount === 0) return `Delete ${name}? No plans name this contractor.`;
  const plans = planCount === 1 ? '1 plan names' : `${planCount} plans name`;
  return `Delete ${name}? ${plans} this contractor; they keep working and show it as removed.`;
}
