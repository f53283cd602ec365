const SENSITIVE =
  /token|^pw|password|passwd|secret|sin$|personalid|account|transit|institution|hash|authorization|cookie/i;
const MAX_DEPTH = 8;

/** A copy of client-sent data with credentials and sensitive numbers replaced, safe to store or log. */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH) return '[truncated]';
  if (Array.isArray(value)) return value.slice(0, 200).map((v) => redact(v, depth + 1));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, SENSITIVE.test(k) ? '[redacted]' : redact(v, depth + 1)]),
    );
  }
  return value;
}
