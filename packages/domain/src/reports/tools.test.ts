import { describe, expect, it } from 'vitest';
import { reportCsv } from './export';
import { TRANSFER_BATCHES_REPORT } from './tools';

const BATCHES = [
  { date: '2026-11-30', direction: 'IN', kind: 'DEPOSIT', movements: 2, moneyIn: 750_000, moneyOut: null },
  { date: '2026-11-29', direction: 'OUT', kind: 'CLAIMS', movements: 3, moneyIn: null, moneyOut: 12_050 },
];

describe('Transfer Details CSV (decision 0033)', () => {
  it('names the direction and the kind in the reader’s language, as the screen does, numbers kept as numbers', () => {
    expect(reportCsv(TRANSFER_BATCHES_REPORT, BATCHES, { language: 'en' }).split('\r\n')).toEqual([
      'Date,Direction,Kind,Movements,In,Out',
      '2026-11-30,In,Deposit,2,7500.00,',
      '2026-11-29,Out,Claims,3,,120.50',
      'Grand total,,,5,7500.00,120.50',
      '',
    ]);
    expect(reportCsv(TRANSFER_BATCHES_REPORT, BATCHES, { language: 'fr' }).split('\r\n')).toEqual([
      'Date,Sens,Type,Mouvements,Entrées,Sorties',
      '2026-11-30,Entrée,Dépôt,2,7500.00,',
      '2026-11-29,Sortie,Réclamations,3,,120.50',
      'Total général,,,5,7500.00,120.50',
      '',
    ]);
  });
});
