import { MESSAGES } from '@benefits/domain';

/** English UI text. Spec messages are kept exactly (SPEC §5, §8). */
export const enUi = {
  app: {
    skipToContent: 'Skip to main content',
    loading: 'Loading…',
  },
  header: {
    language: 'Language',
    switchLanguage: 'Français',
    switchLanguageLabel: 'Afficher en français',
    themeToDark: 'Switch to dark theme',
    themeToLight: 'Switch to light theme',
  },
  footer: {
    version: 'Version {{version}}',
    copyright: '© {{year}} {{provider}}',
  },
  login: {
    title: {
      employee: 'Employee login',
      partner: 'Partner login',
      tools: 'Tools login',
    },
    intro: {
      employee: 'Sign in to manage your health and wellness spending accounts.',
      partner: 'Sign in to manage your clients and commissions.',
      tools: 'Internal staff sign-in.',
    },
    idLabel: {
      employee: 'Employee ID',
      partner: 'Partner ID',
      tools: 'Username',
    },
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    submit: 'Login',
    submitting: 'Signing in…',
    forgot: 'Forgot your password?',
    toPartner: 'Partner login',
    toEmployee: 'Employee login',
  },
  reset: {
    title: 'Reset your password',
    intro:
      'Enter your ID and the e-mail address on your account. We will send you a link to choose a new password.',
    email: 'E-mail address',
    submit: 'Send reset link',
    backToLogin: 'Back to login',
    successTitle: 'Check your e-mail',
    successBody:
      'If the ID and e-mail address match an account, a link to choose a new password is on its way. The link can be used once and expires soon.',
  },
  update: {
    title: 'Choose a new password',
    intro: 'Your new password must be at least 8 characters.',
    npw1: 'New password',
    npw2: 'Confirm new password',
    submit: 'Update password',
    successTitle: 'Password updated',
    successBody: 'Your password has been changed. You can now log in with your new password.',
    toLogin: 'Go to login',
  },
  logout: {
    signingOut: 'Signing out…',
    button: 'Logout',
  },
  refresh: {
    title: 'Refreshing',
    body: 'Your session has been reset.',
    toLogin: 'Go to login',
  },
  notFound: {
    title: '404 / Page Not Found',
    login: 'Login',
  },
  errors: {
    loadFailed: 'We could not load this page.',
    retry: 'Try again',
  },
  crash: {
    title: 'Something went wrong',
    refresh: 'Please refresh your browser',
    persists: 'If issue persists please contact {{email}}',
    persistsNoEmail: 'If issue persists please contact {{provider}}',
    timedOut: 'Session timed out. Please refresh your browser and login again.',
    reload: 'Refresh',
  },
  dashboard: {
    title: 'Dashboard',
    welcome: 'Welcome, {{name}}',
    employer: 'Employer',
    userId: 'User ID',
    hsaBalance: 'HSA balance',
    wsaBalance: 'WSA balance',
    balances: 'Balances',
  },
  partner: {
    title: 'Partner dashboard',
    id: 'Partner ID',
    name: 'Name',
    unpaidCommission: 'Unpaid commission',
  },
  tools: {
    title: 'Tools',
    username: 'Username',
    permissions: 'Permissions',
    noPermissions: 'No permissions',
  },
  params: {
    Employee: 'Employee',
    Partner: 'Partner',
  },
};

/** The same tree with every leaf a string: the shape the French catalogue must have. */
export type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
export type UiCatalogue = DeepStrings<typeof enUi>;
export type MessageKey = keyof typeof MESSAGES;

/**
 * Domain validation messages live under `validation.<MESSAGES key>`; English is the domain's own text,
 * so it can never drift from what the server says.
 */
export const en = { ...enUi, validation: { ...MESSAGES } as Record<MessageKey, string> };
export type Catalogue = UiCatalogue & { validation: Record<MessageKey, string> };
