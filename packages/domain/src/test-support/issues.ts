/** Test support: a zod result's messages by dotted path ('' for the root). Used only by tests. */
export interface ParseResultLike {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } | undefined;
}

export function messagesByPath(result: ParseResultLike): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.map(String).join('.');
    (out[key] ??= []).push(issue.message);
  }
  return out;
}
