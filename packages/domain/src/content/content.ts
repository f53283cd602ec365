import { matchRoute } from '../access/routes';
import { keyedMessage, registerMessageSection } from '../messages/catalogue';
import { compareIsoDates, isIsoDate } from '../dates';
import { isProvinceCode } from '../reference/provinces';

/**
 * What the tools area publishes (issue #11; docs/decisions/0031): ads shown on the employee and
 * partner dashboards (docs/product §3 "Tools state": adList, adConditions) and update notes keyed
 * UPDATEID with a VERSION (shown at /update-notes and /partner/update-notes). The spec gives no
 * wording for these screens' messages; these follow the other tools' style.
 */
export const CONTENT_MESSAGES = {
  titleRequired: 'Please enter a title.',
  bodyRequired: 'Please enter the text.',
  tooLong: 'This can be at most {{max}} characters.',
  linkInvalid: 'Please enter a link starting with https:// or with /.',
  linkNotFound: 'There is no page of this site at this address: please check the link.',
  orderInvalid: 'Please enter a whole number from 0 to 1000.',
  audienceInvalid: 'Please choose who sees this.',
  provinceInvalid: 'Please choose the provinces from the list.',
  numberListInvalid: 'Please enter whole numbers separated by commas.',
  dateInvalid: 'Please enter a date (YYYY-MM-DD).',
  dateOrder: 'The last day must be on or after the first day.',
  versionInvalid: 'Please enter a version such as 2.6.0.',
  versionTaken: 'Another update note seen by the same people already has version {{version}}.',
  adNotFound: 'This ad does not exist (it may have been removed).',
  updateNotFound: 'This update note does not exist (it may have been removed).',
  adSaved: 'Ad saved',
  adRemoved: 'Ad removed',
  updateSaved: 'Update note saved',
  updateRemoved: 'Update note removed',

  // Resend welcome and receipts
  idRequired: 'Please enter an ID.',
  employeeNotFound: 'There is no employee with this ID.',
  adminNotFound: 'There is no company administrator with this ID.',
  agentNotFound: 'There is no partner with this ID.',
  noEmail: 'This account has no e-mail address on file.',
  accountTerminated: 'This account is terminated: no welcome can be sent.',
  welcomeSent: 'The welcome message is on its way to {{email}}.',
  receiptSent: 'The receipt is on its way to {{email}}.',
  nothingToSend: 'There is nothing to put on this receipt for these dates.',
} as const;

export type ContentMessageKey = keyof typeof CONTENT_MESSAGES;
registerMessageSection('content', CONTENT_MESSAGES);

/** Who an ad or an update note is for. COMPANY_ADMIN: employees who administer their company. */
export const CONTENT_AUDIENCES = ['ALL', 'EMPLOYEE', 'COMPANY_ADMIN', 'PARTNER'] as const;
export type ContentAudience = (typeof CONTENT_AUDIENCES)[number];
/** Update notes have no company-admin audience: they describe the employee or the partner site. */
export const UPDATE_AUDIENCES = ['ALL', 'EMPLOYEE', 'PARTNER'] as const;
export type UpdateAudience = (typeof UPDATE_AUDIENCES)[number];

export const AD_TITLE_MAX = 80;
export const AD_BODY_MAX = 500;
export const AD_LINK_MAX = 300;
/** An ad's display order: a whole number from 0 (shown first) to AD_ORDER_MAX. */
export const AD_ORDER_MAX = 1000;
export const UPDATE_TITLE_MAX = 120;
export const UPDATE_BODY_MAX = 2000;

/**
 * An ad's display conditions (docs/product §3 "Tools state" adConditions). Empty lists and null
 * mean "any". Province, contract type, plan type, wellness and plan membership are employee facts: an
 * ad with any of them set is shown to no partner.
 */
export interface AdConditions {
  provinces: string[];
  contractTypes: number[];
  planTypes: number[];
  /** 'Y': only employees with a wellness account; 'N': only those without; null: either. */
  wellness: 'Y' | 'N' | null;
  /**
   * 'Y': only plan members, who hold an account (an ad about using it: claims, dependants,
   * balances); 'N': only administrators who are not plan members (NON_MEMBER_ADMIN_ONLY); null or
   * absent (an ad saved before this condition): either.
   */
  member?: 'Y' | 'N' | null;
  /** First and last day shown (ISO, inclusive); null: no bound. */
  startsOn: string | null;
  endsOn: string | null;
}

export const NO_AD_CONDITIONS: AdConditions = {
  provinces: [],
  contractTypes: [],
  planTypes: [],
  wellness: null,
  member: null,
  startsOn: null,
  endsOn: null,
};

export interface AdRule {
  active: boolean;
  audience: string;
  conditions: AdConditions;
}

/** Who is signing in, as far as ads care. */
export type AdViewer =
  | {
      kind: 'employee';
      companyAdmin: boolean;
      province: string;
      contractType: number;
      planType: number;
      wellness: boolean;
      /** A plan member: holds an account (false for a non-member admin, NON_MEMBER_ADMIN_ONLY). */
      member: boolean;
    }
  | { kind: 'partner' };

/** Does the ad's audience include the viewer? */
export function audienceIncludes(audience: string, viewer: AdViewer): boolean {
  if (audience === 'ALL') return true;
  if (viewer.kind === 'partner') return audience === 'PARTNER';
  if (audience === 'EMPLOYEE') return true;
  return audience === 'COMPANY_ADMIN' && viewer.companyAdmin;
}

/** True when the ad is shown to `viewer` on `today` (ISO date): active, for their audience, every condition met. */
export function adMatches(ad: AdRule, viewer: AdViewer, today: string): boolean {
  if (!ad.active || !audienceIncludes(ad.audience, viewer)) return false;
  const c = ad.conditions;
  if (c.startsOn && compareIsoDates(today, c.startsOn) < 0) return false;
  if (c.endsOn && compareIsoDates(today, c.endsOn) > 0) return false;
  const member = c.member ?? null;
  const employeeOnly =
    c.provinces.length > 0 ||
    c.contractTypes.length > 0 ||
    c.planTypes.length > 0 ||
    c.wellness !== null ||
    member !== null;
  if (viewer.kind === 'partner') return !employeeOnly;
  if (c.provinces.length > 0 && !c.provinces.includes(viewer.province.toUpperCase())) return false;
  if (c.contractTypes.length > 0 && !c.contractTypes.includes(viewer.contractType)) return false;
  if (c.planTypes.length > 0 && !c.planTypes.includes(viewer.planType)) return false;
  if (c.wellness === 'Y' && !viewer.wellness) return false;
  if (c.wellness === 'N' && viewer.wellness) return false;
  if (member === 'Y' && !viewer.member) return false;
  if (member === 'N' && viewer.member) return false;
  return true;
}

/** An ad as the tools form sends it. */
export interface AdInput {
  title: string;
  body: string;
  titleFr: string;
  bodyFr: string;
  linkUrl: string;
  audience: string;
  active: boolean;
  sortOrder: number;
  conditions: AdConditions;
}

type Problems = Record<string, string>;

const tooLong = (max: number) => keyedMessage('content.tooLong', { max });

function text(problems: Problems, field: string, value: string, max: number, required?: string) {
  if (required && value.trim() === '') problems[field] = required;
  else if (value.length > max) problems[field] = tooLong(max);
}

/** A link an ad may carry: https://… or a path of this site (/…). */
export function isAdLink(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//');
  return /^https:\/\/[^\s/]+\.[^\s]+$/.test(value);
}

/** True when an ad's link to a page of this site (/…) names one of the app's routes (the path table). */
export const isSitePage = (value: string): boolean => matchRoute(value) !== null;

/** Field messages of an ad (empty when it can be saved); fields are named as AdInput's (conditions.x). */
export function adProblems(input: AdInput): Problems {
  const p: Problems = {};
  text(p, 'title', input.title, AD_TITLE_MAX, CONTENT_MESSAGES.titleRequired);
  text(p, 'body', input.body, AD_BODY_MAX, CONTENT_MESSAGES.bodyRequired);
  text(p, 'titleFr', input.titleFr, AD_TITLE_MAX);
  text(p, 'bodyFr', input.bodyFr, AD_BODY_MAX);
  const link = input.linkUrl.trim();
  if (link !== '' && (link.length > AD_LINK_MAX || !isAdLink(link))) p.linkUrl = CONTENT_MESSAGES.linkInvalid;
  else if (link.startsWith('/') && !isSitePage(link)) p.linkUrl = CONTENT_MESSAGES.linkNotFound;
  if (!(CONTENT_AUDIENCES as readonly string[]).includes(input.audience)) {
    p.audience = CONTENT_MESSAGES.audienceInvalid;
  }
  const order = input.sortOrder;
  if (!Number.isInteger(order) || order < 0 || order > AD_ORDER_MAX) {
    p.sortOrder = CONTENT_MESSAGES.orderInvalid;
  }
  const c = input.conditions;
  if (!c.provinces.every(isProvinceCode)) p['conditions.provinces'] = CONTENT_MESSAGES.provinceInvalid;
  const whole = (n: number) => Number.isInteger(n) && n > 0 && n < 100000;
  if (!c.contractTypes.every(whole)) p['conditions.contractTypes'] = CONTENT_MESSAGES.numberListInvalid;
  if (!c.planTypes.every(whole)) p['conditions.planTypes'] = CONTENT_MESSAGES.numberListInvalid;
  if (c.startsOn !== null && !isIsoDate(c.startsOn)) p['conditions.startsOn'] = CONTENT_MESSAGES.dateInvalid;
  if (c.endsOn !== null && !isIsoDate(c.endsOn)) p['conditions.endsOn'] = CONTENT_MESSAGES.dateInvalid;
  else if (c.startsOn && c.endsOn && isIsoDate(c.startsOn) && compareIsoDates(c.endsOn, c.startsOn) < 0) {
    p['conditions.endsOn'] = CONTENT_MESSAGES.dateOrder;
  }
  return p;
}

/** Parses "3, 8,13" into [3, 8, 13]; NaN for a piece that is not a number (adProblems refuses it). */
export function parseNumberList(value: string): number[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .map((s) => (/^\d+$/.test(s) ? Number(s) : Number.NaN));
}

/** An update note as the tools form sends it. */
export interface UpdateInput {
  version: string;
  title: string;
  body: string;
  /** The French title and body ('' when none: French readers see the English; decision 0021). */
  titleFr: string;
  bodyFr: string;
  audience: string;
  publishedOn: string;
}

/** A version: numbers separated by dots (2.6 or 2.6.0), up to four parts. */
export const isVersion = (value: string): boolean => /^\d{1,4}(\.\d{1,4}){0,3}$/.test(value.trim());

/** Field messages of an update note (empty when it can be saved). */
export function updateProblems(input: UpdateInput): Problems {
  const p: Problems = {};
  if (!isVersion(input.version)) p.version = CONTENT_MESSAGES.versionInvalid;
  text(p, 'title', input.title, UPDATE_TITLE_MAX, CONTENT_MESSAGES.titleRequired);
  text(p, 'body', input.body, UPDATE_BODY_MAX, CONTENT_MESSAGES.bodyRequired);
  text(p, 'titleFr', input.titleFr, UPDATE_TITLE_MAX);
  text(p, 'bodyFr', input.bodyFr, UPDATE_BODY_MAX);
  if (!(UPDATE_AUDIENCES as readonly string[]).includes(input.audience)) {
    p.audience = CONTENT_MESSAGES.audienceInvalid;
  }
  if (!isIsoDate(input.publishedOn)) p.publishedOn = CONTENT_MESSAGES.dateInvalid;
  return p;
}

/** True when two update-note audiences share readers: the same one, or either is ALL. */
export const updateAudiencesOverlap = (a: string, b: string): boolean =>
  a === b || a === 'ALL' || b === 'ALL';

/** A saved update note, as far as its version's uniqueness cares. */
export interface UpdateNoteVersion {
  id: number;
  version: string;
  audience: string;
}

/**
 * The field message when another note (any but `selfId`, the note being edited) that some of the same
 * readers see already has this version, which /update-notes would then list twice; undefined when the
 * version is free. Versions are compared as typed, spaces around them aside.
 */
export function updateVersionTaken(
  notes: readonly UpdateNoteVersion[],
  input: Pick<UpdateInput, 'version' | 'audience'>,
  selfId?: number,
): string | undefined {
  const version = input.version.trim();
  const taken = notes.some(
    (n) =>
      n.id !== selfId && n.version.trim() === version && updateAudiencesOverlap(n.audience, input.audience),
  );
  return taken ? keyedMessage('content.versionTaken', { version }) : undefined;
}
