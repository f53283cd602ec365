import { getAppConfig } from '../config';

/**
 * The drawers' external links (docs/product §2: Privacy Policy and Resource Library, opened in a new tab).
 * Like the provider's name, their addresses are configuration the server writes into the app-config
 * meta (PRIVACY_POLICY_URL, RESOURCE_LIBRARY_URL); under `vite dev` neutral addresses on the reserved
 * example.com domain are used.
 */
export type ExternalLinkKey = 'privacyPolicy' | 'resourceLibrary';

const DEFAULTS: Record<ExternalLinkKey, string> = {
  privacyPolicy: 'https://example.com/privacy-policy',
  resourceLibrary: 'https://example.com/resource-library',
};

export function externalLinkUrl(key: string): string {
  const config = getAppConfig();
  if (key === 'privacyPolicy') return config.privacyPolicyUrl ?? DEFAULTS.privacyPolicy;
  if (key === 'resourceLibrary') return config.resourceLibraryUrl ?? DEFAULTS.resourceLibrary;
  return 'https://example.com/';
}
