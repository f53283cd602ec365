import type { Ad, EmployeeUser } from '@benefits/contract';
import { vi } from 'vitest';
import { useEmployeeSession } from '../lib/session/store';

/** A plain employee as /employee answers it: nothing missing, online claims OK, contract type 3. */
export function employeeUser(over: Partial<EmployeeUser> = {}): EmployeeUser {
  return {
    ID: 100001,
    TYPE: 'EMPLOYEE',
    USERNAME: '',
    FIRST_NAME: 'Olivia',
    LAST_NAME: 'Tremblay',
    EMAIL: 'olivia@example.com',
    EMPLOYER: 5001,
    EMPLOYER_NAME: 'Northern Lights Consulting Inc.',
    GROUP_ADMIN: 'N',
    NON_MEMBER_ADMIN_ONLY: 'N',
    ONLINE_CLAIM_OK: 'Y',
    ONLINE_CLAIMS_ONLY: 'N',
    CUSTOMIZED_BENEFITS: 'N',
    LIMIT_TYPE: 'STANDARD',
    WELLNESS: 'N',
    BALANCE: 250_000,
    SPENDABLE_PREVIOUS_BALANCE: 0,
    WELLNESS_BALANCE: 0,
    GROUP_BALANCE: 0,
    TERMINATED_FLAG: 'N',
    CLAIM_PERIOD_ENDED: 'N',
    PLAN_TYPE: 1071,
    CONTRACT_TYPE: 3,
    TRAVEL_INS: 'N',
    CAT_DRUG: 'N',
    EEI_INS: 'N',
    EE_HAS_EEI: 'N',
    EEI_GS: 'N',
    EMPLOYEE_AUDIT_STATE: 0,
    FROZEN: 'N',
    HSA_EMPLOYER_AGREEMENT: 'Y',
    MISSING_INFO: 'N',
    MISSING_BANKING: 'N',
    MISSING_COMPANY_INFO: 'N',
    MISSING_COMPANY_BANKING: 'N',
    MISSING_PARTNER_BANKING: 'N',
    BANKING_INFO_WAIVED: 'N',
    REQUIRE_WEB_PASSWORD_RESET: 'N',
    EMPLOYER_CHEQUE_VERIFY_REQUIRED: 'N',
    EMPLOYEE_CHEQUE_VERIFY_REQUIRED: 'N',
    AGENT_CHEQUE_VERIFY_REQUIRED: 'N',
    CELLPHONE: '',
    CITY: 'Toronto',
    DATE_OF_BIRTH: '1986-04-12',
    EFFECTIVE_DATE: '2022-01-01',
    EMPLOYEE: 100001,
    FAX: '',
    POSTCODE: 'M5S 1G5',
    PROVINCE: 'ON',
    STREET1: '88 Harbord St',
    STREET2: '',
    TELEPHONE: '',
    NEW_EMPLOYEE_CHECK: 'N',
    IS_ADMIN: 'N',
    PLAN_YEAR_START: '2025-01-01',
    PLAN_YEAR_END: '2025-12-31',
    ...over,
  };
}

/** Stores a live employee session (persisted, so the stored token matches) as a sign-in would. */
export function signInEmployee(
  user: EmployeeUser,
  { blockList = [] as string[], adList = [] as Ad[], expiresIn = 3600, token = 'tok-e' } = {},
): void {
  useEmployeeSession.getState().signIn({
    token,
    expiry: Math.floor(Date.now() / 1000) + expiresIn,
    user,
    adList,
    blockList,
  });
}

type Handler = (data: Record<string, unknown>) => unknown;

interface Failure {
  __failure: true;
  code: number;
  message: string;
}

/** An answer with a non-zero code (the envelope of a failure). */
export const failure = (message: string, code = 9): Failure => ({ __failure: true, code, message });

const isFailure = (value: unknown): value is Failure =>
  typeof value === 'object' && value !== null && '__failure' in value;

/**
 * Replaces fetch with a fake API: `handlers['/path']` gets the request's `data` and returns the
 * success payload, or `failure(...)`. Unknown paths answer code 4. Returns the mock to inspect calls.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const path = String(input).replace(/^\/webapp/, '');
    const body = init?.body ? (JSON.parse(String(init.body)) as { data: Record<string, unknown> }) : null;
    const handler = handlers[path];
    const result = handler ? await handler(body?.data ?? {}) : failure(`No handler for ${path}`, 4);
    const envelope = isFailure(result)
      ? { code: result.code, data: { error: { GENERAL: result.message } } }
      : { code: 0, data: result };
    return new Response(JSON.stringify(envelope), {
      status: envelope.code === 0 ? 200 : 400,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The paths the fake API was called with, in order. */
export const calledPaths = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([input]) => String(input).replace(/^\/webapp/, ''));
