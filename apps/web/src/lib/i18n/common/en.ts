import { API_MESSAGES, MESSAGES } from '@benefits/domain';
import type { DeepStrings } from '../types';

/**
 * English text of the `common` namespace: the pages anyone can open (sign-in, reset, errors, the
 * frame), bundled with the entry. Every other namespace (a feature's, a shell's) loads with its
 * routes (lib/i18n/namespaces.ts, decision 0018), so /login does not download it
 * (docs/performance.md). Spec messages are kept exactly (docs/product §5, §8).
 *
 * `enPublic` is what a first render can show: the sign-in pages, the frame, and what the entry itself
 * draws (the loading and crash pages, 404, the redirect message). Its French (./fr.ts) is loaded
 * before a French first render; the French of the rest (`enLater`, and the domain's messages) is
 * ../commonLater/fr.ts, loaded after it.
 */
export const enPublic = {
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
    secondFactor: {
      enrolTitle: 'Set up your authenticator',
      enrolIntro:
        'Staff sign-in needs a second factor. Scan this QR code with an authenticator app (or type the key below), then enter the 6-digit code it shows.',
      qrAlt: 'QR code to add this account to an authenticator app',
      secretLabel: 'Setup key',
      recoveryTitle: 'Recovery codes',
      recoveryIntro:
        'Keep these codes somewhere safe. Each one signs you in once if you lose your authenticator. They are shown only now.',
      codeTitle: 'Enter your code',
      codeIntro: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
      codeLabel: 'Authentication code',
      submit: 'Verify',
      restart: 'Start again',
    },
  },
  notFound: {
    title: '404 / Page Not Found',
    login: 'Login',
  },
  access: {
    redirected: 'That page is not available to you, so you have been taken to your dashboard.',
  },
  crash: {
    title: 'Something went wrong',
    refresh: 'Please refresh your browser',
    persists: 'If issue persists please contact {{email}}',
    persistsNoEmail: 'If issue persists please contact {{provider}}',
    timedOut: 'Session timed out. Please refresh your browser and login again.',
    reload: 'Refresh',
    chunkTitle: 'This page could not be loaded',
    chunkBody:
      'Part of the application did not download. The application may have been updated, or the connection was interrupted. Please reload the page.',
  },
};

/** The rest of the public text: the other public pages, signed-in shells' common words, parameters. */
export const enLater = {
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
  },
  refresh: {
    title: 'Refreshing',
    body: 'Your session has been reset.',
    toLogin: 'Go to login',
  },
  errors: {
    loadFailed: 'We could not load this page.',
    retry: 'Try again',
  },
  ebook: {
    redirecting: 'Redirecting to download...',
  },
  toolsButton: {
    label: 'Tools',
  },
  actingBanner: {
    text: '{{staff}} (staff) is acting for {{name}} ({{id}})',
    stop: 'Stop',
    stopLabel: 'Stop acting for {{name}}',
  },
  sessionWarning: {
    title: 'Your session is about to expire',
    body: 'For your security you will be logged out when the countdown reaches zero. Extend your session to keep working.',
    timeLeft: 'Time left: {{time}}',
    extend: 'Extend Session',
    logout: 'Logout',
    atLimit:
      'Your session has reached its maximum length and cannot be extended. Please save your work and log in again.',
  },
  params: {
    Employee: 'Employee',
    Partner: 'Partner',
  },
};

export type PublicCatalogue = DeepStrings<typeof enPublic>;
export type LaterCatalogue = DeepStrings<typeof enLater>;
export type MessageKey = keyof typeof MESSAGES;
export type ApiMessageKey = keyof typeof API_MESSAGES;

/**
 * Domain validation messages live under `validation.<MESSAGES key>`; English is the domain's own text,
 * so it can never drift from what the server says.
 */
export const en = {
  ...enPublic,
  ...enLater,
  validation: { ...MESSAGES } as Record<MessageKey, string>,
  /** The API's own messages (the catalogue's `api` section), English as the server writes them. */
  api: { ...API_MESSAGES } as Record<ApiMessageKey, string>,
};
