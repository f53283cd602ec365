// Helpers shared by the claim API tests (not used by the server).
import type { Api, ResponseOf } from '@benefits/contract';
import { addDays, todayIso } from '@benefits/domain';
import { eq } from 'drizzle-orm';
import { employers } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { renderPdf } from '../../platform/pdf';

export type ClaimView = ResponseOf<Api['claimOpen']>['claim'];
export type Details = ResponseOf<Api['claimsDetails']>;

/** A real 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** A Windows executable's first bytes. */
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
export const realPdf = () => renderPdf('Receipt', (doc) => doc.text('Harbord Dental Centre - $120.00'));

export const b64 = (bytes: Buffer) => bytes.toString('base64');

export function claimApi(t: TestApp, token: string) {
  const today = () => todayIso(t.services.now());
  return {
    today,
    daysAgo: (n: number) => addDays(today(), -n),
    open: async (type: 'HSA' | 'WSA' = 'HSA') => {
      const res = await t.call<{ claimId: number; claim: ClaimView }>('/claim/id', { type }, token);
      if (res.body.code !== 0) throw new Error(`open failed: ${res.raw}`);
      return res.body.data;
    },
    details: async (type: 'HSA' | 'WSA' = 'HSA') =>
      (await t.call<Details>('/claims/details', { type }, token)).body.data,
    add: (claimId: number, item: Record<string, unknown>) =>
      t.call<{ claim: ClaimView; message: string }>('/claim/item/add', { claimId, ...item }, token),
    upload: (claimId: number, fileName: string, bytes: Buffer) =>
      t.call<{ claim: ClaimView; receipt: { id: number } }>(
        '/claim/upload',
        { claimId, fileName, content: b64(bytes) },
        token,
      ),
    removeReceipt: (claimId: number, fileId: number) =>
      t.call<{ claim: ClaimView; message: string }>('/claim/receipt/remove', { claimId, fileId }, token),
    submit: (claimId: number) => t.call<ResponseOf<Api['claimSubmit']>>('/claim/submit', { claimId }, token),
    pending: async () =>
      (await t.call<ResponseOf<Api['claimsPending']>>('/claims/pending', {}, token)).body.data,
    cancel: (claimId: number) => t.call<ResponseOf<Api['claimCancel']>>('/claim/cancel', { claimId }, token),
  };
}

/**
 * Runs `run` with the company on HSA Group (1071), a plan with the paper claim form, then puts its
 * plan back: the seeded employees with claims (Olivia, company 5001) are on HSA Plus (1081), whose
 * members claim online only (domain canPrintClaimForm).
 */
export async function withPaperClaimForm<T>(
  t: TestApp,
  employerId: number,
  run: () => Promise<T>,
): Promise<T> {
  const [before] = await t.db
    .select({ planCode: employers.planCode })
    .from(employers)
    .where(eq(employers.id, employerId));
  await t.db.update(employers).set({ planCode: 1071 }).where(eq(employers.id, employerId));
  try {
    return await run();
  } finally {
    await t.db.update(employers).set({ planCode: before!.planCode }).where(eq(employers.id, employerId));
  }
}
