import { LEDGER_REFERENCES } from '@benefits/domain';
import type { Tx } from '../client';
import { employerLedger } from '../schema';

/**
 * Movements of the companies' funding accounts over the last months (docs/decisions/0033), so
 * Transfer Details shows batches: deposits in, claims paid out, and year-end adjustments that take
 * each company back to where it was. Each company's rows sum to zero, so no balance the other
 * modules show changes; Prairie Sky (5002, its own rows in seed/employee.ts) and Bluenose (5004,
 * no movements) are left alone. Days are relative to `today`, at 14:00 UTC.
 */
export async function seedTransfers(tx: Tx, today: Date): Promise<void> {
  const at = (daysAgo: number) =>
    new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - daysAgo, 14));
  await tx.insert(employerLedger).values([
    {
      employerId: 5001,
      amountCents: 500_000,
      kind: 'DEPOSIT',
      reference: LEDGER_REFERENCES.padDeposit.en,
      createdAt: at(95),
    },
    {
      employerId: 5003,
      amountCents: 250_000,
      kind: 'DEPOSIT',
      reference: LEDGER_REFERENCES.chequeDeposit.en,
      createdAt: at(95),
    },
    {
      employerId: 5001,
      amountCents: -182_450,
      kind: 'CLAIMS',
      reference: LEDGER_REFERENCES.claimsFunded.en,
      createdAt: at(61),
    },
    {
      employerId: 5003,
      amountCents: -73_125,
      kind: 'CLAIMS',
      reference: LEDGER_REFERENCES.claimsFunded.en,
      createdAt: at(61),
    },
    {
      employerId: 5005,
      amountCents: 120_000,
      kind: 'DEPOSIT',
      reference: LEDGER_REFERENCES.eftDeposit.en,
      createdAt: at(47),
    },
    {
      employerId: 5001,
      amountCents: -96_300,
      kind: 'CLAIMS',
      reference: LEDGER_REFERENCES.claimsFunded.en,
      createdAt: at(33),
    },
    {
      employerId: 5005,
      amountCents: -120_000,
      kind: 'CLAIMS',
      reference: LEDGER_REFERENCES.claimsFunded.en,
      createdAt: at(33),
    },
    {
      employerId: 5001,
      amountCents: -221_250,
      kind: 'ADJUSTMENT',
      reference: LEDGER_REFERENCES.yearEndAdjustment.en,
      createdAt: at(8),
    },
    {
      employerId: 5003,
      amountCents: -176_875,
      kind: 'ADJUSTMENT',
      reference: LEDGER_REFERENCES.yearEndAdjustment.en,
      createdAt: at(8),
    },
  ]);
}
