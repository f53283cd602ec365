// What the tools area publishes and sends (issue #11; decision 0031): ads (docs/product §2
// /tools/ads, /tools/ad/{id}; §3 "Tools state" adList, adConditions; §6 PERMIT_MANAGE_ADS), update
// notes keyed UPDATEID with a VERSION (/tools/updates, /tools/update/{id}; PERMIT_DEVELOPER), and the
// welcome resent to a company administrator, an employee or an agent (/tools/send-welcome/{type};
// §7 welcome/resend/{type}/{id}; PERMIT_AUDIT or PERMIT_SEND_RECEIPTS). Only endpoints are exported.
import {
  CONTENT_AUDIENCES,
  CONTENT_MESSAGES as M,
  SEND_WELCOME_TYPES,
  UPDATE_AUDIENCES,
} from '@benefits/domain';
import { z } from 'zod';
import { staffWith, staffWithAny } from '../access';
import { endpoint } from '../endpoint';
import { isoDate } from '../shapes';

const id = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    // IDs beyond an integer column match nothing (and must not reach SQL).
    .max(2_147_483_647, { error: message });

// Field rules (lengths, link, dates, lists) are the domain's adProblems / updateProblems, which the
// web's forms run too; the schemas only take the shapes.
const conditionsSchema = z.object({
  provinces: z.array(z.string()).max(13),
  contractTypes: z.array(z.number()).max(50),
  planTypes: z.array(z.number()).max(50),
  wellness: z.enum(['Y', 'N']).nullable(),
  /** Y: plan members only (they hold an account); N: non-member admins only; null (or left out): either. */
  member: z.enum(['Y', 'N']).nullable().default(null),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
});

const adFields = {
  title: z.string().max(1000),
  body: z.string().max(5000),
  titleFr: z.string().max(1000),
  bodyFr: z.string().max(5000),
  linkUrl: z.string().max(1000),
  audience: z.string().max(40),
  active: z.boolean(),
  sortOrder: z.number().int().min(-1000).max(1000),
  conditions: conditionsSchema,
};

const toolsAdSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  titleFr: z.string(),
  bodyFr: z.string(),
  linkUrl: z.string(),
  audience: z.enum(CONTENT_AUDIENCES),
  active: z.boolean(),
  sortOrder: z.number().int(),
  conditions: z.object({
    provinces: z.array(z.string()),
    contractTypes: z.array(z.number().int()),
    planTypes: z.array(z.number().int()),
    wellness: z.enum(['Y', 'N']).nullable(),
    member: z.enum(['Y', 'N']).nullable(),
    startsOn: isoDate.nullable(),
    endsOn: isoDate.nullable(),
  }),
  /** Shown to its audience today (active and inside its date window). */
  showingToday: z.boolean(),
});

const adsAnswer = z.object({ ads: z.array(toolsAdSchema) });
const adsChanged = adsAnswer.extend({ message: z.string(), id: z.number().int() });

const exampleAd = {
  title: 'Book your dental cleaning',
  body: 'Cleanings are eligible health expenses.',
  titleFr: '',
  bodyFr: '',
  linkUrl: '',
  audience: 'EMPLOYEE',
  active: false,
  sortOrder: 0,
  conditions: {
    provinces: [],
    contractTypes: [],
    planTypes: [],
    wellness: null,
    member: 'Y' as const,
    startsOn: null,
    endsOn: null,
  },
};

export const toolsAdsList = endpoint({
  path: '/tools/ads/list',
  method: 'POST',
  access: staffWith('PERMIT_MANAGE_ADS'),
  example: {},
  summary: 'Every ad (active or not) with its audience and display conditions, in display order.',
  request: z.object({}),
  response: adsAnswer,
});

export const toolsAdsAdd = endpoint({
  path: '/tools/ads/add',
  method: 'POST',
  access: staffWith('PERMIT_MANAGE_ADS'),
  example: exampleAd,
  summary:
    'Creates an ad: title, text (English, optional French), link, audience, display conditions, active.',
  request: z.object(adFields),
  response: adsChanged,
});

export const toolsAdsEdit = endpoint({
  path: '/tools/ads/edit',
  method: 'POST',
  access: staffWith('PERMIT_MANAGE_ADS'),
  example: { id: 999_999, ...exampleAd },
  summary: 'Changes an ad.',
  request: z.object({ id: id(M.adNotFound), ...adFields }),
  response: adsChanged,
});

export const toolsAdsRemove = endpoint({
  path: '/tools/ads/remove',
  method: 'POST',
  access: staffWith('PERMIT_MANAGE_ADS'),
  example: { id: 999_999 },
  summary: 'Removes an ad for good.',
  request: z.object({ id: id(M.adNotFound) }),
  response: adsAnswer.extend({ message: z.string() }),
});

const toolsUpdateSchema = z.object({
  UPDATEID: z.number().int(),
  VERSION: z.string(),
  title: z.string(),
  body: z.string(),
  titleFr: z.string(),
  bodyFr: z.string(),
  audience: z.enum(UPDATE_AUDIENCES),
  /** The day it is published: shown at /update-notes from that day. */
  publishedOn: isoDate,
});

const updatesAnswer = z.object({ updates: z.array(toolsUpdateSchema) });
const updateFields = {
  VERSION: z.string().max(40),
  title: z.string().max(1000),
  body: z.string().max(10_000),
  titleFr: z.string().max(1000),
  bodyFr: z.string().max(10_000),
  audience: z.string().max(40),
  publishedOn: z.string().max(40),
};
const exampleUpdate = {
  VERSION: '99.0.0',
  title: 'Faster claims',
  body: 'Receipts upload faster.',
  titleFr: '',
  bodyFr: '',
  audience: 'EMPLOYEE',
  publishedOn: '2099-01-01',
};

export const toolsUpdatesList = endpoint({
  path: '/tools/updates/list',
  method: 'POST',
  access: staffWith('PERMIT_DEVELOPER'),
  example: {},
  summary: 'Every update note (UPDATEID, VERSION), newest first, including those published later.',
  request: z.object({}),
  response: updatesAnswer,
});

export const toolsUpdatesAdd = endpoint({
  path: '/tools/updates/add',
  method: 'POST',
  access: staffWith('PERMIT_DEVELOPER'),
  example: exampleUpdate,
  summary:
    'Creates an update note: VERSION, title, text (English, optional French), audience and the day it is published.',
  request: z.object(updateFields),
  response: updatesAnswer.extend({ message: z.string(), UPDATEID: z.number().int() }),
});

export const toolsUpdatesEdit = endpoint({
  path: '/tools/updates/edit',
  method: 'POST',
  access: staffWith('PERMIT_DEVELOPER'),
  example: { UPDATEID: 999_999, ...exampleUpdate },
  summary: 'Changes an update note.',
  request: z.object({ UPDATEID: id(M.updateNotFound), ...updateFields }),
  response: updatesAnswer.extend({ message: z.string(), UPDATEID: z.number().int() }),
});

export const toolsUpdatesRemove = endpoint({
  path: '/tools/updates/remove',
  method: 'POST',
  access: staffWith('PERMIT_DEVELOPER'),
  example: { UPDATEID: 999_999 },
  summary: 'Removes an update note for good.',
  request: z.object({ UPDATEID: id(M.updateNotFound) }),
  response: updatesAnswer.extend({ message: z.string() }),
});

export const toolsWelcomeResend = endpoint({
  path: '/tools/welcome/resend',
  method: 'POST',
  // docs/product §6 lists the Resend Welcome items under both permissions.
  access: staffWithAny('PERMIT_AUDIT', 'PERMIT_SEND_RECEIPTS'),
  example: { type: 'ee', id: 999_999 },
  summary:
    'Sends a company administrator (er), an employee (ee) or an agent a new welcome mail with a fresh 7-day set-password link.',
  request: z.object({
    type: z.enum(SEND_WELCOME_TYPES),
    id: id(M.idRequired),
  }),
  response: z.object({ message: z.string(), email: z.string(), name: z.string() }),
});
