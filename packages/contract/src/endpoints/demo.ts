// The public demo claim (docs/product §2 /demo…, §3 "Demo user", §5 "Demo claim item", §7 "Demo":
// /demo/login {firstname, email, product, province, hubspotID} and /demo/claim/submit {userdata,
// claimItemsData, depdata, totals}; decision 0039). Both are public (a prospect has no account) and
// throttled per address. /demo/login answers the demo user (the spec's fields, a demo ID and a demo
// token the submission carries in `userdata`), its dependants, services and claim window. The
// submission is checked with the real claim rules and priced with the real calculation on the
// server; `depdata` and `totals` are what the browser showed and are not trusted. Only endpoints are
// exported.
import { DEMO_MESSAGES, demoLoginSchema, MESSAGES } from '@benefits/domain';
import { z } from 'zod';
import { PUBLIC } from '../access';
import { endpoint } from '../endpoint';

const cents = z.number().int();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** docs/product §3 "Claim cost breakdown", in cents (the real claim's). */
const breakdown = z.object({
  payableAmount: cents,
  previousYearPayableAmount: cents,
  totalPayableAmount: cents,
  adminFeeAmount: cents,
  coPayAmount: cents,
  gstAmount: cents,
  hstAmount: cents,
  rstAmount: cents,
  pstAmount: cents,
  premAmount: cents,
  totalAmount: cents,
});

/** docs/product §3 "Demo user", with the demo's ID and token, balance (cents) and end (Unix seconds). */
const demoUser = z.object({
  ID: z.number().int(),
  TOKEN: z.string(),
  FIRST_NAME: z.string(),
  EMAIL: z.string(),
  PRODUCT: z.string(),
  PROVINCE: z.string(),
  HUTK: z.string(),
  FUNDING_CODE: z.number().int(),
  CONTRACT_TYPE: z.number().int(),
  BALANCE: cents,
  EXPIRY: z.number().int(),
});

export const demoLogin = endpoint({
  path: '/demo/login',
  method: 'POST',
  access: PUBLIC,
  example: {
    firstname: 'Priya',
    email: 'priya.sandhu@example.ca',
    product: 'group',
    province: 'BC',
    hubspotID: 'a1b2c3d4e5',
  },
  summary:
    'Opens a demo for a prospect: stores the prospect (and the HubSpot cookie), opens a demo employee with a $5,000 balance, Dental and Prescription Drugs and two dependants; cleaned up after a day. A filled honeypot field is refused.',
  perMinute: 10,
  request: demoLoginSchema,
  response: z.object({
    userdata: demoUser,
    depdata: z.array(z.object({ id: z.string(), depFirstName: z.string(), relationship: z.number().int() })),
    services: z.array(z.object({ id: z.string(), name: z.string(), name_fr: z.string() })),
    window: z.object({ minDate: isoDate, maxDate: isoDate }),
  }),
});

export const demoClaimSubmit = endpoint({
  path: '/demo/claim/submit',
  method: 'POST',
  access: PUBLIC,
  example: {
    userdata: { ID: 1, TOKEN: 'not-a-demo-token' },
    claimItemsData: [
      {
        patient: '0',
        service: '2',
        service_date: '2026-11-02',
        provider: 'Kitsilano Dental',
        amount: '120.00',
      },
    ],
  },
  summary:
    'Submits a demo claim: the real claim rules with the $15,000 item limit, the real cost calculation with the demo province’s taxes; touches no real account.',
  perMinute: 30,
  request: z.object(
    {
      userdata: z.object(
        { ID: z.number().int().positive(), TOKEN: z.string().min(1).max(200) },
        { error: DEMO_MESSAGES.demoEnded },
      ),
      claimItemsData: z.array(z.unknown(), { error: MESSAGES.correctClaimDetails }).max(50, {
        error: MESSAGES.maxClaimItems,
      }),
      depdata: z.unknown().optional(),
      totals: z.unknown().optional(),
    },
    { error: MESSAGES.correctClaimDetails },
  ),
  response: z.object({
    claimNumber: z.number().int(),
    items: z.array(
      z.object({
        patient: z.string(),
        patient_name: z.string(),
        service: z.string(),
        service_name: z.string(),
        service_date: isoDate,
        provider: z.string(),
        amount: cents,
        breakdown,
      }),
    ),
    totals: breakdown,
    BALANCE: cents,
  }),
});
