import { api, type ResponseOf } from '@benefits/contract';
import { paths, signupReferringPartner } from '@benefits/domain';
import { call } from '../../lib/api/client';

/*
 * The client sign-up's calls (decision 0041): every one public, its failures shown on the page
 * (not in the snackbar), the application kept on the server between steps. Only the first step,
 * before its first save, is kept in the tab (a draft in sessionStorage, below), so a reload does not
 * lose it.
 */

export type SignupState = ResponseOf<(typeof api)['clientSignupResume']>;
export type SavedState = ResponseOf<(typeof api)['clientSignupSave']>;
export type Quote = NonNullable<SignupState['quote']>;

const quiet = { area: 'employee', snackbar: false } as const;

export const saveStep = (step: 0 | 1, appdata: Record<string, unknown>, website: string) =>
  call(api.clientSignupSave, { step, appdata, website }, quiet);

export const resume = (applicationID: string, extra: { sessionId?: string; cancelled?: boolean } = {}) =>
  call(api.clientSignupResume, { applicationID, ...extra }, quiet);

export const startPayment = (applicationID: string, website: string) =>
  call(api.clientSignupPayment, { applicationID, website }, quiet);

export const lookupPartner = (partnerID: string) => call(api.partnerInsuranceGet, { partnerID }, quiet);

/** Where the browser goes to pay (the provider's page): a seam for tests. */
export const goTo = { page: (url: string) => window.location.assign(url) };

/** The plans offered on the form (the current catalogue; 1061 is still accepted, §9). */
export const OFFERED_PLANS = [1071, 1051, 1081, 2000] as const;

/** A section of the saved application, as an object. */
export const part = (data: Record<string, unknown> | undefined, key: string) =>
  (typeof data?.[key] === 'object' && data[key] !== null ? data[key] : {}) as Record<string, unknown>;

export const str = (value: unknown) =>
  typeof value === 'string' ? value : value == null ? '' : String(value);
export const bool = (value: unknown) => value === true || value === 'true' || value === 'Y';

/**
 * Where "Start a new application" goes from an existing application: /signup, with the partner who
 * referred it (?partner=ID), so the new one keeps the referral (and the partner's commission).
 */
export const newApplicationHref = (appdata?: Record<string, unknown>) =>
  paths.public.signup.getHref({ partner: signupReferringPartner(appdata) ?? undefined });

/** The first step's fields as typed, before the application exists on the server. */
export interface PlanDraft {
  firstname: string;
  lastname: string;
  email: string;
  birthdate: string;
  planCode: string;
  planConfirm: boolean;
}

export const PLAN_DRAFT_KEY = 'client-signup-draft';
const DRAFT_TEXT = ['firstname', 'lastname', 'email', 'birthdate', 'planCode'] as const;

function tabStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The first step kept in this tab (as the partner sign-up keeps its form, decision 0036): its own
 * fields only (no honeypot, nothing else), each of the right type, else nothing.
 */
export function loadPlanDraft(): Partial<PlanDraft> {
  try {
    const raw = tabStorage()?.getItem(PLAN_DRAFT_KEY);
    const saved: unknown = raw ? JSON.parse(raw) : null;
    if (typeof saved !== 'object' || saved === null) return {};
    const kept = saved as Record<string, unknown>;
    const draft: Partial<PlanDraft> = {};
    for (const key of DRAFT_TEXT) if (typeof kept[key] === 'string') draft[key] = kept[key];
    if (typeof kept.planConfirm === 'boolean') draft.planConfirm = kept.planConfirm;
    return draft;
  } catch {
    return {};
  }
}

/** Keeps the first step in this tab as it is typed. */
export function savePlanDraft(values: PlanDraft): void {
  const draft: PlanDraft = {
    firstname: values.firstname,
    lastname: values.lastname,
    email: values.email,
    birthdate: values.birthdate,
    planCode: values.planCode,
    planConfirm: values.planConfirm,
  };
  try {
    tabStorage()?.setItem(PLAN_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // A full or disabled storage only costs the draft.
  }
}

/** Saved on the server: the tab's draft goes. */
export function forgetPlanDraft(): void {
  try {
    tabStorage()?.removeItem(PLAN_DRAFT_KEY);
  } catch {
    // Nothing to remove.
  }
}
