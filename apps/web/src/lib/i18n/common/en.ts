import { API_MESSAGES, MESSAGES } from '@benefits/domain';
import type { en as enLater } from '../commonLater/en';
import type { DeepStrings } from '../types';

/**
 * English text of the `common` namespace: the pages anyone can open (sign-in, reset, errors, the
 * frame), bundled with the entry. Every other namespace (a feature's, a shell's) loads with its
 * routes (lib/i18n/namespaces.ts, decision 0018), so /login does not download it
 * (docs/performance.md). Spec messages are kept exactly (docs/product §5, §8).
 *
 * `enPublic` is what a first render can show: the sign-in pages, the frame, and what the entry itself
 * draws (the loading and crash pages, 404, the redirect message). Its French (./fr.ts) is loaded
 * before a French first render. The rest of the public text is ../commonLater/en.ts, a chunk loaded
 * after the first render in either language; its French, ../commonLater/fr.ts, also holds the French
 * of the domain's messages, whose English is here.
 */
export const enPublic = {
  app: {
    skipToContent: 'Skip to main content',
    loading: 'Loading…',
    /** A message's close button (the snackbar's). */
    close: 'Close',
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
  /** The public pages' links for prospects (the public shell's footer): the demo and the client sign-up. */
  prospects: {
    label: 'For new customers',
    demo: 'Try the demo',
    signup: 'Sign up your company',
    partner: 'Become a partner',
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
    forgot: 'Forgot your password?',
    toPartner: 'Partner login',
    toEmployee: 'Employee login',
    /** Why the app signed the user out (`?reason=`, lib/session/areas SignOutReason). */
    reason: {
      ended: 'Your session has ended. Please sign in again.',
      idle: 'You were signed out after a period without activity. Please sign in again.',
    },
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

export type PublicCatalogue = DeepStrings<typeof enPublic>;
export type MessageKey = keyof typeof MESSAGES;
export type ApiMessageKey = keyof typeof API_MESSAGES;

/**
 * Domain validation messages live under `validation.<MESSAGES key>`; English is the domain's own text,
 * so it can never drift from what the server says.
 */
export const en = {
  ...enPublic,
  validation: { ...MESSAGES } as Record<MessageKey, string>,
  /** The API's own messages (the catalogue's `api` section), English as the server writes them. */
  api: { ...API_MESSAGES } as Record<ApiMessageKey, string>,
};

/** The whole `common` namespace, once its rest has loaded: the keys `t` accepts (i18next.d.ts). */
export type CommonCatalogue = typeof en & typeof enLater;
