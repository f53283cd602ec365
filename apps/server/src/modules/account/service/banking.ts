import type { Api, BinaryAnswer, ParsedRequestOf, ResponseOf } from '@benefits/contract';
import { ACCOUNT_MESSAGES, MESSAGES } from '@benefits/domain';
import {
  BANK_NUMBER_FIELDS,
  openBankNumbers,
  sealBankNumbers,
  shownBankNumbers,
} from '../../../platform/bank-numbers';
import type { Services } from '../../../platform/services';
import type { EmployeeContext } from '../../../platform/principals';
import { validationError } from '../../../platform/errors';
import { checkUploadedBytes, ownedDownload, ownedFileInfo, storeFile } from '../../../platform/uploads';
import { padRefusal, padVerifiedAt } from '../../audits/service/pads';
import { queueSecurityNotice } from '../../auth/notices';
import { assertMayChange, assertNotFrozen, assertPlanMember, partiesOf, requireAccount, yn } from './account';
import { recordChanges } from './change-log';
import { loadBanking, lockEmployee, updateEmployee, upsertBanking, type BankingRow } from '../queries';

const ownerOf = (employeeId: number) => ({ kind: 'employee', id: String(employeeId) });

type BankingAnswer = Omit<ResponseOf<Api['employeeBankingDetails']>, 'refusal' | 'verifiedAt'>;

/** Banking details as answered: transit and institution in clear, the account number masked. */
async function bankingAnswer(
  s: Services,
  employeeId: number,
  row: BankingRow | undefined,
): Promise<BankingAnswer> {
  if (!row) {
    return {
      transitNumber: '',
      institutionNumber: '',
      accountNumber: '',
      eft_agreement: 'N',
      document: null,
      onFile: false,
      updatedAt: null,
    };
  }
  return {
    ...shownBankNumbers(s.sealer, row),
    eft_agreement: yn(row.eftAgreement),
    document: await ownedFileInfo(s.db, ownerOf(employeeId), row.documentFileId),
    onFile: true,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * /employee/banking-details: what is on file and, while they must be entered again, why staff refused
 * them; once staff passed them, when.
 */
export async function getBanking(
  s: Services,
  me: EmployeeContext,
): Promise<ResponseOf<Api['employeeBankingDetails']>> {
  const id = me.id;
  const { e } = await requireAccount(s, id);
  assertPlanMember(e);
  const row = await loadBanking(s.db, id);
  const refusal = await padRefusal(s.db, 'employee', id, {
    missing: e.missingBanking,
    submittedAt: row?.updatedAt ?? null,
  });
  const verifiedAt = await padVerifiedAt(s.db, 'employee', id, {
    missing: e.missingBanking,
    waiting: e.employeeChequeVerifyRequired,
    submittedAt: row?.updatedAt ?? null,
  });
  return {
    ...(await bankingAnswer(s, id, row)),
    ...(refusal ? { refusal } : {}),
    ...(verifiedAt ? { verifiedAt } : {}),
  };
}

/** Staff refused the details on file: saving them again takes a new void cheque or bank letter. */
const newDocumentRequired = () =>
  validationError(
    { image: ACCOUNT_MESSAGES.newBankingDocumentRequired },
    ACCOUNT_MESSAGES.newBankingDocumentRequired,
  );

/**
 * /employee/banking-details/save: the numbers are sealed (the last four digits kept apart for
 * masking); the void cheque or bank letter is checked by its bytes and stored first, then the
 * details, MISSING_BANKING, the change log and, for new numbers, the notice mailed to the employee
 * (the account number masked) are written in one transaction. The document is
 * optional, except while staff's refusal of the details on file is current (a failed PAD audit,
 * `padRefusal`): then a save without a new one is refused and changes nothing, so refused details
 * cannot be put back unverified. A new document queues the details for verification.
 */
export async function saveBanking(
  s: Services,
  me: EmployeeContext,
  input: ParsedRequestOf<Api['employeeBankingDetailsSave']>,
): Promise<ResponseOf<Api['employeeBankingDetailsSave']>> {
  const id = me.id;
  const { e } = await requireAccount(s, id);
  assertMayChange(e);
  assertPlanMember(e);
  assertNotFrozen(e);
  const now = s.now();
  const checked = input.image ? checkUploadedBytes(input.image, { kind: 'document' }) : null;
  // The bytes go to the FileStore before the transaction; if it then fails, an unused file row remains.
  const stored = checked ? await storeFile(s.db, s.files, ownerOf(id), 'banking', checked, now) : null;
  const { actor, subject } = partiesOf(me);
  const row = await s.db.transaction(async (tx) => {
    const current = await lockEmployee(tx, id);
    const old = await loadBanking(tx, id);
    if (!stored) {
      const refusal = await padRefusal(tx, 'employee', id, {
        missing: current.missingBanking,
        submittedAt: old?.updatedAt ?? null,
      });
      if (refusal) throw newDocumentRequired();
    }
    const before = old
      ? {
          ...openBankNumbers(s.sealer, old),
          eft_agreement: old.eftAgreement,
          document: old.documentFileId,
        }
      : null;
    const documentFileId = stored?.id ?? old?.documentFileId ?? null;
    const values = {
      ...sealBankNumbers(s.sealer, input),
      eftAgreement: true,
      documentFileId,
      updatedAt: now,
    };
    const saved = await upsertBanking(tx, id, values);
    const after = {
      transitNumber: input.transitNumber,
      institutionNumber: input.institutionNumber,
      accountNumber: input.accountNumber,
      eft_agreement: true,
      document: documentFileId,
    };
    await recordChanges(tx, actor, subject, 'banking', String(id), before, after, BANK_NUMBER_FIELDS, now);
    // New numbers are told to the account's address, the account number masked (QA security F1).
    if (!before || BANK_NUMBER_FIELDS.some((f) => before[f] !== after[f])) {
      const notice = { kind: 'bankingChanged', accountLast4: values.accountLast4 } as const;
      await queueSecurityNotice(s, tx, { kind: 'employee', id }, current.email, notice);
    }
    // A new void cheque or bank letter waits for staff verification (tools PAD audit, decision 0029).
    if (stored && !current.employeeChequeVerifyRequired)
      await updateEmployee(tx, id, { employeeChequeVerifyRequired: true });
    if (current.missingBanking) {
      await updateEmployee(tx, id, { missingBanking: false });
      await recordChanges(
        tx,
        actor,
        subject,
        'employee',
        String(id),
        { MISSING_BANKING: true },
        { MISSING_BANKING: false },
        [],
        now,
      );
    }
    return saved!;
  });
  return {
    ...(await bankingAnswer(s, id, row)),
    message: stored ? MESSAGES.bankingDocumentAttached : ACCOUNT_MESSAGES.bankingSaved,
  };
}

/** The employee's own banking document, as uploaded; "not found" when there is none. */
export async function bankingDocument(s: Services, me: EmployeeContext): Promise<BinaryAnswer> {
  const id = me.id;
  const { e } = await requireAccount(s, id);
  assertPlanMember(e);
  const banking = await loadBanking(s.db, id);
  return ownedDownload(s, ownerOf(id), banking?.documentFileId, ACCOUNT_MESSAGES.bankingDocumentMissing);
}
