/**
 * A new request ID for an action that must take effect once (a refund, a receipt sent by the tools):
 * made once per action the user confirms and sent with it, so a double click, a retried call or a
 * second tab is answered by the first instead of acting again (decisions 0027 and 0034). Letters and
 * digits only, as the contract's `requestIdField` takes them.
 */
export function newRequestId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
