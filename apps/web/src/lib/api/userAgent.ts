/** Device OS and browser, name and version, for the `meta` of every call (docs/product §7 Common behaviour). */
export interface ClientInfo {
  os: string;
  browser: string;
}

const first = (ua: string, re: RegExp): string | undefined => re.exec(ua)?.[1];

export function detectOs(ua: string): string {
  const windows = first(ua, /Windows NT ([\d.]+)/);
  if (windows) return `Windows ${{ '10.0': '10', '6.3': '8.1', '6.2': '8', '6.1': '7' }[windows] ?? windows}`;
  const ios = first(ua, /(?:iPhone|iPad|iPod).*? OS ([\d_]+)/);
  if (ios) return `iOS ${ios.replace(/_/g, '.')}`;
  const android = first(ua, /Android ([\d.]+)/);
  if (android) return `Android ${android}`;
  if (/CrOS/.test(ua)) return 'Chrome OS';
  const mac = first(ua, /Mac OS X ([\d_.]+)/);
  if (mac) return `macOS ${mac.replace(/_/g, '.')}`;
  if (/Linux/.test(ua)) return 'Linux';
  return 'Unknown';
}

export function detectBrowser(ua: string): string {
  const checks: [string, RegExp][] = [
    ['Edge', /Edg(?:e|A|iOS)?\/([\d.]+)/],
    ['Opera', /OPR\/([\d.]+)/],
    ['Samsung Internet', /SamsungBrowser\/([\d.]+)/],
    ['Firefox', /(?:Firefox|FxiOS)\/([\d.]+)/],
    ['Chrome', /(?:HeadlessChrome|Chrome|CriOS)\/([\d.]+)/],
    ['Safari', /Version\/([\d.]+).*Safari/],
  ];
  for (const [name, re] of checks) {
    const version = first(ua, re);
    if (version) return `${name} ${version}`;
  }
  return 'Unknown';
}

export function clientInfo(
  ua: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
): ClientInfo {
  return { os: detectOs(ua), browser: detectBrowser(ua) };
}
