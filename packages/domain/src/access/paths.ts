import { COMPANY_REPORT_NAMES } from '../reference/reports';

/**
 * The path table: every route of docs/product §2 "Screens and routes" once, as typed data (ADR 0017).
 *
 * Each entry has `path`, the route pattern the router registers and the guards match (React Router
 * style: static segments and `:name` parameters, one whole segment each), and `getHref(params,
 * search)`, which builds a link to it. The parameters are typed from the pattern, so a link that
 * misses a parameter, names a route that does not exist or passes a value outside a fixed set (the
 * welcome type, the PAD audit kind, the company report) does not compile.
 *
 * The router, the session and employee guards, the menus, the page titles and every link and
 * navigate call read this table; no other source file spells a path (a lint rule keeps it so).
 * Screens that are not built yet are here too: they open a placeholder until their area fills them.
 */

/** The `:name` parameters of a route pattern. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** Parameters that only take listed values: their lists. */
type ValueLists<P extends string> = Partial<Record<ParamNames<P>, readonly string[]>>;

/** The parameters `getHref` takes: listed values where the table lists them, else any string or number. */
export type RouteParams<P extends string, V extends ValueLists<P> = ValueLists<P>> = {
  readonly [K in ParamNames<P>]: V[K] extends readonly (infer T)[] ? T : string | number;
};

/** A query string (`?claim=12`); undefined values are left out. */
export type SearchParams = Readonly<Record<string, string | number | undefined>>;

type HrefArgs<P extends string, V extends ValueLists<P>> = [ParamNames<P>] extends [never]
  ? [search?: SearchParams]
  : [params: RouteParams<P, V>, search?: SearchParams];

/** One route of the table. */
export interface RoutePath<P extends string = string, V extends ValueLists<P> = ValueLists<P>> {
  /** The route pattern, e.g. '/claim/:id'. */
  readonly path: P;
  /** Parameters that only take listed values (any other value is not this route). */
  readonly values: V;
  /** A link to the route: `paths.employee.claimDetails.getHref({ id: 7 })` -> '/claim/7'. */
  getHref(...args: HrefArgs<P, V>): string;
}

function queryString(search: SearchParams | undefined): string {
  if (!search) return '';
  const pairs = Object.entries(search)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}

/**
 * Fills a pattern's parameters that `params` names and keeps the others as `:name`:
 * `fillPattern('/tools/pad-audit-details/:type/:id', { type: 'agent' })` ->
 * '/tools/pad-audit-details/agent/:id' (a narrower pattern for the router).
 */
export function fillPattern(pattern: string, params: Readonly<Record<string, string | number>>): string {
  return pattern.replace(/:([A-Za-z0-9_]+)/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : encodeURIComponent(String(value));
  });
}

function route<const P extends string, const V extends ValueLists<P> = Record<never, never>>(
  path: P,
  values?: V,
): RoutePath<P, V> {
  return {
    path,
    values: values ?? ({} as V),
    getHref: (...args: unknown[]) => {
      const hasParams = path.includes(':');
      const params = ((hasParams ? args[0] : undefined) ?? {}) as Readonly<Record<string, string | number>>;
      const search = (hasParams ? args[1] : args[0]) as SearchParams | undefined;
      const missing = /:([A-Za-z0-9_]+)/.exec(fillPattern(path, params));
      if (missing) throw new RangeError(`Missing route parameter ${missing[1]} for ${path}`);
      return `${fillPattern(path, params)}${queryString(search)}`;
    },
  };
}

/** Welcome messages the tools area resends: employer, employee, agent. */
export const SEND_WELCOME_TYPES = ['er', 'ee', 'agent'] as const;
/** Pre-authorised debit audits in the tools area. */
export const PAD_AUDIT_TYPES = ['agent', 'employee', 'employer'] as const;

/**
 * Every route of docs/product §2, by area (the area says which shell shows it and which guard protects it).
 * Within an area the spec's order is kept.
 */
export const paths = {
  /**
   * Public routes (no login). /tools/ebook/:id is listed under "Redirects and fallbacks" (it sends
   * the browser to the provider's ebook download); it is public because ebook links are shared
   * outside the app — a choice, the spec does not say.
   */
  public: {
    refresh: route('/refresh'),
    demo: route('/demo'),
    demoPersonal: route('/demo/personal'),
    demoClaims: route('/demo/claims'),
    demoClaimsReview: route('/demo/claims/review'),
    demoClaimsSuccess: route('/demo/claims/success'),
    signup: route('/signup'),
    signupStep: route('/signup/:id'),
    signupReview: route('/signup/review/:id'),
    signupThanks: route('/signup/thanks/:id'),
    login: route('/login'),
    loginReset: route('/login/reset'),
    loginResetSuccess: route('/login/reset/success'),
    loginUpdate: route('/login/update/:id'),
    loginUpdateSuccess: route('/login/update/success'),
    logout: route('/logout'),
    partnerSignup: route('/partner/signup'),
    partnerSignupReview: route('/partner/signup/review'),
    partnerSignupThanks: route('/partner/signup/thanks'),
    partnerLogin: route('/partner/login'),
    partnerLoginReset: route('/partner/login/reset'),
    partnerLoginResetSuccess: route('/partner/login/reset/success'),
    partnerLoginUpdate: route('/partner/login/update/:id'),
    partnerLoginUpdateSuccess: route('/partner/login/update/success'),
    partnerLogout: route('/partner/logout'),
    toolsLogin: route('/tools/login'),
    toolsLogout: route('/tools/logout'),
    toolsSales: route('/tools/sales'),
    toolsEbook: route('/tools/ebook/:id'),
  },
  /** Employee routes. */
  employee: {
    dashboard: route('/'),
    personalDetails: route('/employee'),
    personalDetailsOf: route('/employee/:id'),
    updateNotes: route('/update-notes'),
    planDetails: route('/my-plan'),
    bankingDetails: route('/banking-details'),
    hsaAgreement: route('/hsa-agreement'),
    claimActivity: route('/claim-report'),
    balanceHistory: route('/balance-report'),
    benefitSummary: route('/summary-of-benefits'),
    documents: route('/documents'),
    claimDetails: route('/claim/:id'),
    claimAudit: route('/audit/:id'),
    notifications: route('/notifications'),
    printClaimForm: route('/claim-form-print'),
    printClaimFormOf: route('/claim-form-print/:id'),
    /** Not in the spec's route table: the forced password change of REQUIRE_WEB_PASSWORD_RESET (decision 0020). */
    changePassword: route('/change-password'),
  },
  /** Claim submission routes (employee session; the claim is named by `?claim=ID`). */
  claims: {
    makeClaim: route('/claims'),
    resume: route('/claims/resume'),
    items: route('/claims/details'),
    receipts: route('/claims/upload'),
    review: route('/claims/review'),
    success: route('/claims/success'),
  },
  /** Company admin routes (employee session of an administrator). */
  company: {
    addEmployee: route('/add-employee'),
    addEmployeeSuccess: route('/add-employee/success'),
    divisions: route('/divisions'),
    plan: route('/business-plan'),
    businessBanking: route('/business-banking'),
    wellnessSetup: route('/wellness/setup'),
    wellnessSetupSuccess: route('/wellness/setup/success'),
    wellnessManage: route('/wellness/manage'),
    companyFunding: route('/company-funding'),
    insuranceFunding: route('/insurance-funding'),
    enableOnlineClaims: route('/business-online-claims'),
    updateCard: route('/update-card'),
    companyReports: route('/company-reports'),
    companyReport: route('/company-reports/:report', { report: COMPANY_REPORT_NAMES }),
    classifications: route('/classifications'),
    employer: route('/employer'),
    employeeDirectory: route('/directory/employees'),
  },
  /** Partner routes (/partner/agent-list is for managers only: see the menu). */
  partner: {
    home: route('/partner'),
    agent: route('/partner/agent/:id'),
    notifications: route('/partner/notifications'),
    banking: route('/partner/banking'),
    personal: route('/partner/personal'),
    marketingTools: route('/partner/marketing-tools'),
    documents: route('/partner/documents'),
    faqs: route('/partner/faqs'),
    clientList: route('/partner/client-list'),
    client: route('/partner/client-list/:id'),
    agentList: route('/partner/agent-list'),
    commissions: route('/partner/commissions'),
    commission: route('/partner/commissions/:id'),
    hsaSales: route('/partner/hsa-sales'),
    upcomingRenewals: route('/partner/upcoming-renewals'),
    updateNotes: route('/partner/update-notes'),
    employer: route('/partner/employer/:id'),
    /** Not in the spec's route table: the forced password change (decision 0020). */
    changePassword: route('/partner/change-password'),
  },
  /** Tools routes (/tools/ is written /tools). */
  tools: {
    home: route('/tools'),
    ads: route('/tools/ads'),
    ad: route('/tools/ad/:id'),
    updates: route('/tools/updates'),
    update: route('/tools/update/:id'),
    loginAccount: route('/tools/login-account'),
    sendWelcome: route('/tools/send-welcome/:type', { type: SEND_WELCOME_TYPES }),
    sendReceipt: route('/tools/send-receipt'),
    sendPartnerReceipt: route('/tools/send-partner-receipt'),
    apiRoutes: route('/tools/api-routes'),
    apiTester: route('/tools/api-tester'),
    padAudit: route('/tools/pad-audit/:type', { type: PAD_AUDIT_TYPES }),
    padAuditDetails: route('/tools/pad-audit-details/:type/:id', { type: PAD_AUDIT_TYPES }),
    auditClaims: route('/tools/audit/claims'),
    auditClaim: route('/tools/audit/claim/:id'),
    transferDetails: route('/tools/transfer-details'),
    recalcEmployeeLimit: route('/tools/recal-employee-limit'),
  },
} as const;

/** The areas of the table: which shell shows a route and which guard protects it. */
export type PathArea = keyof typeof paths;

/** The route patterns of one area of the table, as a union type. */
export type PatternOf<A extends PathArea> = (typeof paths)[A][keyof (typeof paths)[A]] extends infer E
  ? E extends { path: infer P }
    ? P
    : never
  : never;

/** The route patterns of one area, in table order. */
export function patternsOf<A extends PathArea>(area: A): readonly PatternOf<A>[] {
  return Object.values(paths[area]).map((entry: RoutePath) => entry.path) as PatternOf<A>[];
}

/**
 * Old addresses (docs/product §2 "Redirects and fallbacks"). They are no screens: the router sends each to
 * its new address (LEGACY_REDIRECTS), carrying `:id` over.
 */
export const legacyPaths = {
  mylogin: route('/mylogin'),
  partnerMylogin: route('/partner/mylogin'),
  forgotPassword: route('/mylogin/forgot-password'),
  partnerForgotPassword: route('/partner/mylogin/forgot-password'),
  newPassword: route('/mylogin/newpassword/:id'),
  partnerNewPassword: route('/partner/mylogin/newpassword/:id'),
  toolsAdmin: route('/tools/admin'),
  myolympia: route('/myolympia'),
  myolympiaUpdate: route('/myolympia/update'),
} as const;

/**
 * Addresses the guards name that are no screen of docs/product §2: docs/product §4 lists /claim among the paths a
 * terminated account may open (the claim pages are /claim/{id}).
 */
export const guardOnlyPaths = {
  claim: '/claim',
} as const;

/** The sign-in, reset and logout routes of the two areas that have a password reset. */
export const authPaths = {
  employee: {
    login: paths.public.login,
    reset: paths.public.loginReset,
    resetSuccess: paths.public.loginResetSuccess,
    update: paths.public.loginUpdate,
    updateSuccess: paths.public.loginUpdateSuccess,
    logout: paths.public.logout,
  },
  partner: {
    login: paths.public.partnerLogin,
    reset: paths.public.partnerLoginReset,
    resetSuccess: paths.public.partnerLoginResetSuccess,
    update: paths.public.partnerLoginUpdate,
    updateSuccess: paths.public.partnerLoginUpdateSuccess,
    logout: paths.public.partnerLogout,
  },
} as const;

/** The fixed routes of each kind of sign-in (docs/product §4 Session): its login, its logout, its home. */
export const sessionPaths = {
  employee: { login: paths.public.login, logout: paths.public.logout, home: paths.employee.dashboard },
  partner: { login: paths.public.partnerLogin, logout: paths.public.partnerLogout, home: paths.partner.home },
  tools: { login: paths.public.toolsLogin, logout: paths.public.toolsLogout, home: paths.tools.home },
} as const;
