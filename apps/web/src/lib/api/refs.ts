import type { Api, EndpointName } from '@benefits/contract';

/** The URL prefix of every call (the contract's API_PREFIX; refs.test.ts keeps them equal). */
export const API_PREFIX = '/webapp';

/**
 * A contract endpoint reduced to what `call()` uses at run time: its method and path. Importing
 * `api` from @benefits/contract evaluates every endpoint's zod schemas (zod and all request and
 * response schemas, about 30 kB gzip), which only the server and forms need. Code on the way to an
 * interactive /login (the entry chunk, the sign-in screens, the session and crash helpers) and on
 * the way to the signed-in dashboard (the employee shell's notifications, the dashboard's recent
 * claims) calls through these references instead; refs.test.ts checks each one against the
 * contract, so the types (taken from the contract) and the wire paths cannot drift apart.
 */
function ref<K extends EndpointName>(method: Api[K]['method'], path: string): Api[K] {
  // Only `method` and `path` exist at run time; `call()` reads nothing else.
  return { method, path } as unknown as Api[K];
}

export const refs = {
  employeeLogin: ref<'employeeLogin'>('POST', '/login/'),
  partnerLogin: ref<'partnerLogin'>('POST', '/partner/login/'),
  toolsLogin: ref<'toolsLogin'>('POST', '/tools/login/'),
  toolsSecondFactor: ref<'toolsSecondFactor'>('POST', '/tools/login/second-factor'),
  logout: ref<'logout'>('POST', '/logout'),
  extendToken: ref<'extendToken'>('POST', '/extend-token'),
  passwordReset: ref<'passwordReset'>('POST', '/password/reset/'),
  passwordUpdate: ref<'passwordUpdate'>('POST', '/password/update/'),
  passwordLinkCheck: ref<'passwordLinkCheck'>('POST', '/password/check/'),
  generalLog: ref<'generalLog'>('POST', '/general/log'),
  employeeProfile: ref<'employeeProfile'>('POST', '/employee'),
  toolsAccessUserStop: ref<'toolsAccessUserStop'>('POST', '/tools/access-user/stop'),
  getNotifications: ref<'getNotifications'>('POST', '/get-notifications'),
  dismissNotification: ref<'dismissNotification'>('POST', '/dismiss-notification'),
  employeeClaimReport: ref<'employeeClaimReport'>('POST', '/employee/claim-report'),
  employeeClaimDetails: ref<'employeeClaimDetails'>('POST', '/employee/claim-details'),
} satisfies Partial<{ [K in EndpointName]: Api[K] }>;
