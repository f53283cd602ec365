import { LICENSED_PROVINCES, partnerSignupDraft, type LicensedProvinceCode } from '@benefits/domain';

/*
 * The application between its three steps (docs/product §4 "Partner signup", decision 0036). The
 * whole application, SIN and account number included, lives only in this module's memory while the
 * page lives (form → review → submit). A draft without those two numbers is kept in the tab's
 * sessionStorage, so a reload keeps the rest of a half-filled form; a submitted application clears it.
 */

export type LicenceValues = {
  license: string;
  expiry: string;
  enabled: boolean;
};

/** The form's values: the spec's appdata (docs/product §3 "Partner signup application"). */
export type SignupValues = {
  personalInput: {
    firstname: string;
    lastname: string;
    email: string;
    address: string;
    address2: string;
    province: string;
    city: string;
    postalcode: string;
    phone: string;
    phoneext: string;
  };
  businessInput: {
    businessName: string;
    businessPrincipalOfficer: string;
    businessID: string;
    businessPrincipalOfficerEmail: string;
  };
  personalIDInput: { personalID: string };
  licenseInput: Record<LicensedProvinceCode, LicenceValues>;
  bankingInput: { transitNumber: string; institutionNumber: string; accountNumber: string };
  agreementInput: { agentContract: boolean; salesCommissionSchedule: boolean; preAuthAgreement: boolean };
};

export const DRAFT_KEY = 'partner-signup-draft';

export function emptyApplication(): SignupValues {
  return {
    personalInput: {
      firstname: '',
      lastname: '',
      email: '',
      address: '',
      address2: '',
      province: '',
      city: '',
      postalcode: '',
      phone: '',
      phoneext: '',
    },
    businessInput: {
      businessName: '',
      businessPrincipalOfficer: '',
      businessID: '',
      businessPrincipalOfficerEmail: '',
    },
    personalIDInput: { personalID: '' },
    licenseInput: Object.fromEntries(
      LICENSED_PROVINCES.map((code) => [code, { license: '', expiry: '', enabled: false }]),
    ) as Record<LicensedProvinceCode, LicenceValues>,
    bankingInput: { transitNumber: '', institutionNumber: '', accountNumber: '' },
    agreementInput: { agentContract: false, salesCommissionSchedule: false, preAuthAgreement: false },
  };
}

type Tree = Record<string, unknown>;
const isTree = (v: unknown): v is Tree => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `base` with the values of `saved` of the same type at the same places (a draft from an older form loses nothing else). */
function merged<T>(base: T, saved: unknown): T {
  if (!isTree(base) || !isTree(saved)) return base;
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(base)) {
    const kept = saved[key];
    if (isTree(value)) out[key] = merged(value, kept);
    else if (typeof kept === typeof value) out[key] = kept;
  }
  return out as T;
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The draft kept in this tab (without SIN and account number), over an empty application. */
export function loadDraft(): SignupValues {
  try {
    const raw = storage()?.getItem(DRAFT_KEY);
    return merged(emptyApplication(), raw ? JSON.parse(raw) : undefined);
  } catch {
    return emptyApplication();
  }
}

/** Keeps the form in this tab, never its SIN or account number. */
export function saveDraft(values: SignupValues): void {
  try {
    storage()?.setItem(DRAFT_KEY, JSON.stringify(partnerSignupDraft(values)));
  } catch {
    // A full or disabled storage only costs the draft.
  }
}

let current: SignupValues | undefined;
let returned: { fields: Record<string, string>; general: string | undefined } | undefined;

/** The application as validated (step 1), in memory only. */
export const currentApplication = (): SignupValues | undefined => current;
export const rememberApplication = (values: SignupValues): void => {
  current = values;
};

/** What the form starts with: the application in memory (back from the review), else the draft. */
export const startingValues = (): SignupValues => current ?? loadDraft();

/** A failed submit sends the applicant back to the form with the answer's messages (§4). */
export function returnWithErrors(fields: Record<string, string>, general: string | undefined): void {
  returned = { fields, general };
}
/** The messages of the last refused submission, until the applicant sends the form again. */
export const returnedErrors = () => returned;
export const clearReturnedErrors = (): void => {
  returned = undefined;
};

/** Submitted: the tab's draft goes at once, before the thanks page (which forgets the rest) is drawn. */
export function forgetDraft(): void {
  try {
    storage()?.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to remove.
  }
}

/** After a submission: nothing of the application is kept anywhere. */
export function forgetApplication(): void {
  current = undefined;
  returned = undefined;
  forgetDraft();
}
