import { ACCOUNT_MESSAGES, MESSAGES } from '@benefits/domain';
import { describe, expect, it } from 'vitest';
import { EMPLOYEE, EMPLOYEE_OR_PARTNER } from '../access';
import { UPLOAD_BODY_BYTES } from '../uploads';
import * as account from './account';

describe('employee account endpoints', () => {
  it('are for employees (update notes for partners too)', () => {
    for (const [name, e] of Object.entries(account)) {
      if (name === 'updateNotes') expect(e.access).toEqual(EMPLOYEE_OR_PARTNER);
      else expect(e.access, name).toEqual(EMPLOYEE);
    }
  });

  it('take banking documents up to the upload limit, and answer files from the binary endpoints', () => {
    expect(account.employeeBankingDetailsSave.maxBodyBytes).toBe(UPLOAD_BODY_BYTES);
    expect(account.employeeBankingDocument.binary).toBe(true);
    expect(account.employeeAgreementPdf.binary).toBe(true);
    expect(account.employeePlanSummaryPdf.binary).toBe(true);
  });

  it('check banking numbers and the EFT agreement with the spec messages', () => {
    const r = account.employeeBankingDetailsSave.request.safeParse({
      transitNumber: '1234',
      institutionNumber: '004',
      accountNumber: '1234567',
      eft_agreement: 'N',
    });
    const messages = Object.fromEntries(r.error!.issues.map((i) => [String(i.path[0]), i.message]));
    expect(messages).toEqual({
      transitNumber: 'Invalid transit number format.',
      eft_agreement: MESSAGES.acceptAgreement,
    });
  });

  it('answer update notes with their French title and body, as the sign-in answers ads (decision 0021)', () => {
    const note = { id: 1, VERSION: '2.6.0', title: 'News', body: 'Text', date: '2026-11-24' };
    const fr = { ...note, titleFr: 'Nouvelles', bodyFr: 'Texte' };
    expect(account.updateNotes.response.parse({ notes: [fr] }).notes[0]).toEqual(fr);
    expect(account.updateNotes.response.safeParse({ notes: [{ ...note, titleFr: 3 }] }).success).toBe(false);
  });

  it('read a missing employee object as empty, so each field reports its own message', () => {
    expect(account.employeeUpdate.request.parse({}).employee).toEqual({});
    expect(account.employeeDependantDelete.request.safeParse({ depId: 'x' }).error!.issues[0]!.message).toBe(
      ACCOUNT_MESSAGES.dependantNotFound,
    );
    expect(account.employeeDependantExtend.request.parse({ depId: 7 })).toEqual({
      depId: '7',
      depIsStudent: 'Y',
      depExtDate: '',
    });
  });
});
