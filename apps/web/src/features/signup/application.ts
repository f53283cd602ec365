import { api, type ResponseOf } from '@benefits/contract';
import { call } from '../../lib/api/client';

/*
 * The client sign-up's calls (decision 0041): every one public, its failures shown on the page
 * (not in the snackbar), the application kept on the server between steps (no draft in the tab).
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
