/** English text of the `tools` namespace (lib/i18n/namespaces.ts; decision 0018). */
export const en = {
  tools: {
    title: 'Tools',
    username: 'Username',
    permissions: 'Permissions',
    noPermissions: 'No permissions',
    /** The permissions' names (domain TOOLS_PERMISSIONS); each chip keeps its code as its tooltip. */
    permissionNames: {
      ALL_ACCESS: 'All access',
      PERMIT_LOGIN_AS: 'Open accounts',
      PERMIT_SALES_REPORT: 'Sales report',
      PERMIT_MANAGE_ADS: 'Ads and update notes',
      PERMIT_DEVELOPER: 'Developer tools',
      PERMIT_AUDIT: 'Audits',
      PERMIT_SEND_RECEIPTS: 'Receipts',
    },
    canDo: 'What you can do',
    nothingToDo: 'Your permissions do not include any tools yet. Ask an administrator for access.',
    itemText: {
      accessAccount: "Open an employee's or an agent's account to see and act on it on their behalf.",
      salesReport: 'See HSA sales by period, partner and plan.',
      manageAds: 'Create, change and remove the ads shown to employees and partners.',
      manageUpdates: 'Publish the update notes that tell users what changed in the application.',
      resendWelcome: 'Send the welcome message again to an employer, an employee or an agent.',
      sendReceipt: 'Send a payment receipt to a client again.',
      sendPartnerReceipt: 'Send a commission or payment receipt to a partner again.',
      auditClaim: 'Review submitted claims and their receipts, then pass or fail them.',
      auditPad: 'Check pre-authorised debit banking documents of employees, employers and agents.',
      recalcEmployeeLimit: "Recalculate an employee's limit after a change to their class or plan year.",
      apiTester: 'Call any API path by GET or POST and see the answer.',
      apiRoutes: 'List every API endpoint, with who may call it.',
    },
  },
};
