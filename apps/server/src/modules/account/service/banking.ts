import type { Api, BinaryAnswer, FileInfo, ParsedRequestOf, ResponseOf } from '@benefits/contract';
import { ACCOUNT_MESSAGES, maskAccountNumber, MESSAGES } from '@benefits/domain';
import { notFound } from '../../../platform/errors';
import type { Services } from '../../../platform/services';
import type { EmployeeContext } from '../../../platform/principals';
import { checkUploadedBytes, ownedFile, storeFile } from '../../../platform/uploads';
import { assertMayChange, assertNotFrozen, assertPlanMember, partiesOf, requireAccount, yn } from './account';
import { recordChanges } from './change-log';
import { loadBanking, lockEmployee, updateEmployee, upsertBanking, type BankingRow } from '../queries';

const ownerOf = (employeeId: number) => ({ kind: 'employee', id: String(employeeId) });

type BankingAnswer = ResponseOf<Api['employeeBankingDetails']>;

/** The bank numbers are sensitive: the change log keeps them masked. */
const SENSITIVE = ['transitNumber', 'institutionNumber', 'accountNumber'] as const;

async function documentInfo(
  s: Services,
  employeeId: number,
  fileId: number | null,
): Promise<FileInfo | null> {
  if (fileId === null) return null;
  const file = await ownedFile(s.db, ownerOf(employeeId), fileId);
  if (!file) return null;
  return {
    id: file.id,
    fileName: file.fileName,
    mimeType: file.mimeType,
    size: file.sizeBytes,
    uploadedAt: file.createdAt.toISOString(),
  };
}

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
    transitNumber: s.sealer.open(row.transitSealed),
    institutionNumber: s.sealer.open(row.institutionSealed),
    accountNumber: maskAccountNumber(row.accountLast4),
    eft_agreement: yn(row.eftAgreement),
    document: await documentInfo(s, employeeId, row.documentFileId),
    onFile: true,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getBanking(s: Services, me: EmployeeContext): Promise<BankingAnswer> {
  const id = me.id;
  const { e } = await requireAccount(s, id);
  assertPlanMember(e);
  return bankingAnswer(s, id, await loadBanking(s.db, id));
}

/**
 * /employee/banking-details/save: the numbers are sealed (the last four digits kept apart for
 * masking); the optional void cheque or bank letter is checked by its bytes and stored first, then
 * the details, MISSING_BANKING and the change log are written in one transaction.
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
    const before = old
      ? {
          transitNumber: s.sealer.open(old.transitSealed),
          institutionNumber: s.sealer.open(old.institutionSealed),
          accountNumber: s.sealer.open(old.accountSealed),
          eft_agreement: old.eftAgreement,
          document: old.documentFileId,
        }
      : null;
    const documentFileId = stored?.id ?? old?.documentFileId ?? null;
    const values = {
      transitSealed: s.sealer.seal(input.transitNumber),
      institutionSealed: s.sealer.seal(input.institutionNumber),
      accountSealed: s.sealer.seal(input.accountNumber),
      accountLast4: input.accountNumber.slice(-4),
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
    await recordChanges(tx, actor, subject, 'banking', String(id), before, after, SENSITIVE, now);
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
  const file =
    banking?.documentFileId != null ? await ownedFile(s.db, ownerOf(id), banking.documentFileId) : undefined;
  if (!file) throw notFound(ACCOUNT_MESSAGES.bankingDocumentMissing);
  return {
    bytes: await s.files.get(file.storageKey),
    mimeType: file.mimeType,
    fileName: file.fileName,
    disposition: 'attachment',
  };
}
