/**
 * Runtime configuration the server writes into `<meta name="app-config" content="{...}">` of index.html
 * (provider name and support e-mail). Nothing in the web code hard-codes a brand; under `vite dev`
 * (empty meta) neutral wording is used.
 */
export interface AppConfig {
  providerName: string;
  supportEmail: string;
  /** The drawers' external links; https only. */
  privacyPolicyUrl?: string;
  resourceLibraryUrl?: string;
}

const NEUTRAL: AppConfig = { providerName: 'your benefits provider', supportEmail: '' };

const httpsUrl = (v: unknown): string | undefined =>
  typeof v === 'string' && /^https:\/\//.test(v) ? v : undefined;

function readMeta(): Partial<AppConfig> {
  if (typeof document === 'undefined') return {};
  const content = document.querySelector('meta[name="app-config"]')?.getAttribute('content');
  if (!content) return {};
  try {
    const parsed: unknown = JSON.parse(content);
    if (parsed === null || typeof parsed !== 'object') return {};
    const { providerName, supportEmail, privacyPolicyUrl, resourceLibraryUrl } = parsed as Record<
      string,
      unknown
    >;
    const privacy = httpsUrl(privacyPolicyUrl);
    const library = httpsUrl(resourceLibraryUrl);
    return {
      ...(privacy ? { privacyPolicyUrl: privacy } : {}),
      ...(library ? { resourceLibraryUrl: library } : {}),
      ...(typeof providerName === 'string' && providerName.trim()
        ? { providerName: providerName.trim() }
        : {}),
      ...(typeof supportEmail === 'string' && supportEmail.trim()
        ? { supportEmail: supportEmail.trim() }
        : {}),
    };
  } catch {
    return {};
  }
}

let cached: AppConfig | undefined;

export function getAppConfig(): AppConfig {
  cached ??= { ...NEUTRAL, ...readMeta() };
  return cached;
}

/** The first frame's renderer (first-frame/render.tsx): placeholders the server fills in. */
export function setAppConfig(config: AppConfig): void {
  cached = config;
}

/** Tests only: forget the cached configuration so the next read sees the current document. */
export function resetAppConfigForTests(): void {
  cached = undefined;
}
