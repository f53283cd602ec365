import type { RouteObject } from 'react-router';
import { paths } from '@benefits/domain';
import { loadFeatureText } from '../../lib/i18n';

/*
 * The partner sign-up's three public pages (docs/product §2; decision 0036). Only these route
 * objects are in the entry: each screen, the form rules and the feature's text (namespace
 * partner-signup) load with the page, so /login carries none of it.
 */
const FEATURE = 'partner-signup';

export const publicRoutes: RouteObject[] = [
  {
    path: paths.public.partnerSignup.path,
    lazy: async () => {
      const [{ SignupScreen }] = await Promise.all([import('./SignupScreen'), loadFeatureText(FEATURE)]);
      return { Component: SignupScreen };
    },
  },
  {
    path: paths.public.partnerSignupReview.path,
    lazy: async () => {
      const [{ ReviewScreen }] = await Promise.all([import('./ReviewScreen'), loadFeatureText(FEATURE)]);
      return { Component: ReviewScreen };
    },
  },
  {
    path: paths.public.partnerSignupThanks.path,
    lazy: async () => {
      const [{ ThanksScreen }] = await Promise.all([import('./ThanksScreen'), loadFeatureText(FEATURE)]);
      return { Component: ThanksScreen };
    },
  },
];
