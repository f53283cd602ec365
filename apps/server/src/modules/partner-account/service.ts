import {
  API_MESSAGES,
  type Api,
  type BinaryAnswer,
  type ParsedRequestOf,
  type ResponseOf,
} from '@benefits/contract';
import {
  ACCOUNT_MESSAGES,
  fillIn,
  formatDateIn,
  lengthErrors,
  MESSAGES,
  PARTNER_PROFILE_MAX_LENGTHS,
  partnerEmailKey,
  todayIso,
  type Language,
} from '@benefits/domain';
import {
  BANK_NUMBER_FIELDS,
  openBankNumbers,
  sealBankNumbers,
  shownBankNumbers,
} from '../../platform/bank-numbers';
import { notFound, forbidden, unauthenticated, validationError } from '../../platform/errors';
import { FONT, renderPdf } from '../../platform/pdf';
import type { PartnerContext } from '../../platform/principals';
import type { Services } from '../../platform/services';
import {
  checkUploadedBytes,
  fileInfo,
  ownedDownload,
  storeFile,
  type StoredFile,
} from '../../platform/uploads';
import { actorOf, recordChanges, type Party } from '../account/service/change-log';
import { padRefusal, padVerifiedAt } from '../audits/service/pads';
import { queueEmailChangeNotices, queueSecurityNotice } from '../auth/notices';
import { loadPartnerUser } from '../partner/service';
import * as q from './queries';
import { PARTNER_ACCOUNT_TEXT } from './text';
import { hasPartnerWithEmail, lockHighestPartnerId } from '../partner-signup/queries';

/*
 * The partner's own pages (decision 0040). Every function acts on the session's partner (the scope's
 * PartnerContext), never on an ID from the payload. Each change is written with its change-log rows
 * (who, when, which field; decision 0009) in one transaction under the partner's row lock. The bank
 * numbers are sealed at rest, masked in the answers and in the change log, and never logged.
 */

type Profile = ResponseOf<Api['partnerPersonal']>['profile'];
type ProfileChange = ResponseOf<Api['partnerPersonalUpdate']>;

function profileOf(p: q.PartnerRow): Profile {
  return {
    agentid: p.id,
    agentname: p.agentName,
    company: p.company,
    street1: p.street1,
    street2: p.street2,
    postalcode: p.postalCode,
    city: p.city,
    province: p.province,
    phone: p.phone,
    ext: p.phoneExt,
    cell: p.cell,
    fax: p.fax,
    email: p.email,
    webname: p.webName,
    webtele: p.webTele,
    webintro: p.webIntro,
    assistantname: p.assistantName,
    assistantemail: p.assistantEmail,
    assistantphone: p.assistantPhone,
  };
}

/** The profile's wire fields and the partner row's columns. */
const COLUMNS = {
  agentname: 'agentName',
  company: 'company',
  street1: 'street1',
  street2: 'street2',
  postalcode: 'postalCode',
  city: 'city',
  province: 'province',
  phone: 'phone',
  ext: 'phoneExt',
  cell: 'cell',
  fax: 'fax',
  email: 'email',
  webname: 'webName',
  webtele: 'webTele',
  webintro: 'webIntro',
  assistantname: 'assistantName',
  assistantemail: 'assistantEmail',
  assistantphone: 'assistantPhone',
} as const satisfies Record<Exclude<keyof Profile, 'agentid'>, keyof q.PartnerRow>;
type ProfileField = keyof typeof COLUMNS;

function parties(me: PartnerContext): { actor: Party; subject: Party } {
  return { actor: actorOf(me, 'partner'), subject: { kind: 'partner', id: String(me.id) } };
}

async function requirePartner(s: Services, id: number): Promise<q.PartnerRow> {
  const p = await q.loadPartner(s.db, id);
  if (!p) throw unauthenticated(API_MESSAGES.sessionExpired, true);
  return p;
}

/** Decision 0006's rule for partners: a terminated partner may read, not change, their details. */
function assertMayChange(p: q.PartnerRow): void {
  if (p.terminated) throw forbidden(ACCOUNT_MESSAGES.accountTerminated);
}

export async function getProfile(
  s: Services,
  me: PartnerContext,
): Promise<ResponseOf<Api['partnerPersonal']>> {
  return { profile: profileOf(await requirePartner(s, me.id)) };
}

/**
 * Saves some of the profile's fields (already checked by the contract's domain schema): refuses
 * values over their length, writes the changed ones and one change-log row per changed field.
 */
async function saveFields(
  s: Services,
  me: PartnerContext,
  values: Partial<Record<ProfileField, string>>,
  message: string,
): Promise<ProfileChange> {
  const tooLong = lengthErrors(values, PARTNER_PROFILE_MAX_LENGTHS);
  if (Object.keys(tooLong).length > 0) throw validationError(tooLong, MESSAGES.correctInformation);
  assertMayChange(await requirePartner(s, me.id));
  const now = s.now();
  const { actor, subject } = parties(me);
  await s.db.transaction(async (tx) => {
    const current = await q.lockPartner(tx, me.id);
    if (!current) throw unauthenticated(API_MESSAGES.sessionExpired, true);
    const before = profileOf(current);
    // Decision 0030: the e-mail that resets the password is the partner's to change, not staff's.
    if (me.actingStaffId !== undefined && values.email !== undefined && values.email !== before.email) {
      throw validationError({ email: API_MESSAGES.notWhileActing }, MESSAGES.correctInformation);
    }
    // One partner account per e-mail address (decision 0036). Under the lock every sign-up takes, so a
    // sign-up with this address at the same moment is found, or finds this partner's.
    if (values.email !== undefined && partnerEmailKey(values.email) !== partnerEmailKey(before.email)) {
      await lockHighestPartnerId(tx);
      if (await hasPartnerWithEmail(tx, partnerEmailKey(values.email), me.id)) {
        throw validationError({ email: MESSAGES.partnerEmailTaken }, MESSAGES.correctInformation);
      }
    }
    const fields = Object.keys(values) as ProfileField[];
    const changes = Object.fromEntries(fields.map((f) => [COLUMNS[f], values[f]]));
    await q.updatePartner(tx, me.id, changes);
    await recordChanges(
      tx,
      actor,
      subject,
      'partner',
      String(me.id),
      Object.fromEntries(fields.map((f) => [f, before[f]])),
      values,
      [],
      now,
    );
    // A new e-mail address (the one password resets go to) is told to the old and the new one.
    if (values.email !== undefined) {
      await queueEmailChangeNotices(s, tx, { kind: 'partner', id: me.id }, before.email, values.email);
    }
  });
  const [profile, user] = await Promise.all([requirePartner(s, me.id), loadPartnerUser(s.db, me.id)]);
  if (!user) throw unauthenticated(API_MESSAGES.sessionExpired, true);
  return { profile: profileOf(profile), user, message };
}

export function updatePersonal(
  s: Services,
  me: PartnerContext,
  input: ParsedRequestOf<Api['partnerPersonalUpdate']>,
): Promise<ProfileChange> {
  return saveFields(s, me, input, MESSAGES.savedPersonalInformation);
}

export function saveWebProfile(
  s: Services,
  me: PartnerContext,
  input: ParsedRequestOf<Api['partnerWebSave']>,
): Promise<ProfileChange> {
  return saveFields(s, me, input, MESSAGES.webProfileSaved);
}

export function saveAssistant(
  s: Services,
  me: PartnerContext,
  input: ParsedRequestOf<Api['partnerAssistantSave']>,
): Promise<ProfileChange> {
  const removed = input.assistantname === '' && input.assistantemail === '' && input.assistantphone === '';
  return saveFields(s, me, input, removed ? MESSAGES.assistantRemoved : MESSAGES.assistantSaved);
}

// ---- Banking -------------------------------------------------------------------------------------

type BankingAnswer = Omit<ResponseOf<Api['partnerBankingDetails']>, 'refusal' | 'verifiedAt'>;

function documentInfo(file: StoredFile | undefined): BankingAnswer['document'] {
  return file ? fileInfo(file) : null;
}

function bankingAnswer(
  s: Services,
  row: q.PartnerBankingRow | undefined,
  document: StoredFile | undefined,
): BankingAnswer {
  if (!row) {
    return {
      transitNumber: '',
      institutionNumber: '',
      accountNumber: '',
      document: null,
      onFile: false,
      verifyRequired: false,
      updatedAt: null,
    };
  }
  return {
    ...shownBankNumbers(s.sealer, row),
    document: documentInfo(document),
    onFile: true,
    verifyRequired: row.verifyRequired,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * /partner/banking-details: the account on file and, while it must be entered again, why staff refused
 * it; once staff passed it, when.
 */
export async function getBanking(
  s: Services,
  me: PartnerContext,
): Promise<ResponseOf<Api['partnerBankingDetails']>> {
  const partner = await requirePartner(s, me.id);
  const [row, document] = await Promise.all([
    q.loadBanking(s.db, me.id),
    q.latestBankingDocument(s.db, me.id),
  ]);
  const refusal = await padRefusal(s.db, 'agent', me.id, {
    missing: partner.missingPartnerBanking,
    submittedAt: row?.updatedAt ?? null,
  });
  const verifiedAt = await padVerifiedAt(s.db, 'agent', me.id, {
    missing: partner.missingPartnerBanking,
    waiting: row?.verifyRequired ?? false,
    submittedAt: row?.updatedAt ?? null,
  });
  return {
    ...bankingAnswer(s, row, document),
    ...(refusal ? { refusal } : {}),
    ...(verifiedAt ? { verifiedAt } : {}),
  };
}

/** Staff refused the account on file: saving it again takes a void cheque or bank letter. */
const newDocumentRequired = () =>
  validationError(
    { image: MESSAGES.partnerNewBankingDocumentRequired },
    MESSAGES.partnerNewBankingDocumentRequired,
  );

/**
 * /partner/banking-details/save: new numbers are sealed and wait for the staff PAD audit of agents
 * again (verify_required, decision 0029). A void cheque or bank letter may come with them, checked by
 * its bytes and stored (the FileStore, then its `files` row in the save's transaction, owned by the
 * partner); a new one waits for the audit too, even with the same numbers. It is optional, as the
 * employee's, except while staff's refusal of the account on file is current (`padRefusal`): then a
 * save without a new one is refused and changes nothing. The same numbers without a document change
 * nothing. Saving clears MISSING_PARTNER_BANKING (the account is on file, waiting: decision 0036).
 * The change log keeps the numbers masked; new numbers are mailed to the partner, masked.
 */
export async function saveBanking(
  s: Services,
  me: PartnerContext,
  input: ParsedRequestOf<Api['partnerBankingDetailsSave']>,
): Promise<ResponseOf<Api['partnerBankingDetailsSave']>> {
  assertMayChange(await requirePartner(s, me.id));
  const now = s.now();
  const { actor, subject } = parties(me);
  const numbers = {
    transitNumber: input.transitNumber,
    institutionNumber: input.institutionNumber,
    accountNumber: input.accountNumber,
  };
  const checked = input.image ? checkUploadedBytes(input.image, { kind: 'document' }) : null;
  const { row, document, stored } = await s.db.transaction(async (tx) => {
    const current = await q.lockPartner(tx, me.id);
    if (!current) throw unauthenticated(API_MESSAGES.sessionExpired, true);
    const old = await q.loadBanking(tx, me.id);
    const oldDocument = await q.latestBankingDocument(tx, me.id);
    // Staff refused the account on file (a failed PAD audit): it is taken again, even with the same
    // numbers, only with a new void cheque or bank letter, which queues it for their verification.
    if (!checked) {
      const refusal = await padRefusal(tx, 'agent', me.id, {
        missing: current.missingPartnerBanking,
        submittedAt: old?.updatedAt ?? null,
      });
      if (refusal) throw newDocumentRequired();
    }
    const before = old ? openBankNumbers(s.sealer, old) : null;
    const same =
      before !== null &&
      before.transitNumber === numbers.transitNumber &&
      before.institutionNumber === numbers.institutionNumber &&
      before.accountNumber === numbers.accountNumber;
    const file = checked
      ? await storeFile(tx, s.files, q.partnerFileOwner(me.id), 'banking', checked, now)
      : undefined;
    let saved = old;
    if (!same) {
      saved = await q.upsertBanking(tx, {
        partnerId: me.id,
        ...sealBankNumbers(s.sealer, numbers),
        verifyRequired: true,
        updatedAt: now,
      });
    } else if (file) {
      // The account on file with new proof: it waits for staff verification again.
      saved = await q.requeueBanking(tx, me.id, now);
    }
    if (!same && saved) {
      // New numbers are told to the partner's address, the account number masked (QA security F1).
      const notice = { kind: 'bankingChanged', accountLast4: saved.accountLast4 } as const;
      await queueSecurityNotice(s, tx, { kind: 'partner', id: me.id }, current.email, notice);
    }
    if (!same || file) {
      const documentId = (file ?? oldDocument)?.id ?? null;
      await recordChanges(
        tx,
        actor,
        subject,
        'partner_banking',
        String(me.id),
        before && { ...before, document: oldDocument?.id ?? null },
        { ...numbers, document: documentId },
        BANK_NUMBER_FIELDS,
        now,
      );
    }
    if (current.missingPartnerBanking) {
      await q.updatePartner(tx, me.id, { missingPartnerBanking: false });
      await recordChanges(
        tx,
        actor,
        subject,
        'partner',
        String(me.id),
        { MISSING_PARTNER_BANKING: true },
        { MISSING_PARTNER_BANKING: false },
        [],
        now,
      );
    }
    return { row: saved, document: file ?? oldDocument, stored: file !== undefined };
  });
  const user = await loadPartnerUser(s.db, me.id);
  if (!user) throw unauthenticated(API_MESSAGES.sessionExpired, true);
  return {
    ...bankingAnswer(s, row, document),
    message: stored ? MESSAGES.bankingDocumentAttached : MESSAGES.partnerBankingSaved,
    user,
  };
}

/** /partner/banking-document: the partner's own void cheque or bank letter, as uploaded. */
export async function bankingDocument(s: Services, me: PartnerContext): Promise<BinaryAnswer> {
  await requirePartner(s, me.id);
  const file = await q.latestBankingDocument(s.db, me.id);
  return ownedDownload(s, q.partnerFileOwner(me.id), file?.id, MESSAGES.partnerBankingDocumentMissing);
}

// ---- FAQs and documents ----------------------------------------------------------------------------

export async function listFaqs(s: Services, language: Language): Promise<ResponseOf<Api['partnerFaqs']>> {
  const rows = await q.listFaqs(s.db);
  return {
    faqs: rows.map((r) => ({
      id: r.id,
      question: language === 'fr' ? r.questionFr : r.questionEn,
      answer: language === 'fr' ? r.answerFr : r.answerEn,
    })),
  };
}

type DocumentKind = 'marketing' | 'document';
const kindOf = (kind: string): DocumentKind => (kind === 'marketing' ? 'marketing' : 'document');

export async function listDocuments(
  s: Services,
  language: Language,
): Promise<ResponseOf<Api['partnerDocuments']>> {
  const rows = await q.listDocuments(s.db);
  return {
    documents: rows.map((r) => ({
      id: r.id,
      kind: kindOf(r.kind),
      title: language === 'fr' ? r.titleFr : r.titleEn,
      summary: language === 'fr' ? r.summaryFr : r.summaryEn,
      fileName: `${r.fileName}.pdf`,
      updatedAt: r.updatedAt.toISOString(),
    })),
  };
}

/** One document as a PDF in the caller's language: its title, its paragraphs, who it was prepared for. */
export async function documentFile(
  s: Services,
  me: PartnerContext,
  id: number,
  language: Language,
): Promise<BinaryAnswer> {
  const doc = await q.loadDocument(s.db, id);
  if (!doc) throw notFound(MESSAGES.partnerDocumentNotFound);
  const t = PARTNER_ACCOUNT_TEXT[language].document;
  const title = language === 'fr' ? doc.titleFr : doc.titleEn;
  const body = language === 'fr' ? doc.bodyFr : doc.bodyEn;
  const provider = s.config.PROVIDER_NAME;
  const bytes = await renderPdf(title, (pdf) => {
    pdf.font(FONT.regular).fontSize(10).fillColor('#555555').text(provider.toUpperCase());
    pdf.text(t[kindOf(doc.kind)]);
    pdf.moveDown(1.5);
    pdf.font(FONT.bold).fontSize(20).fillColor('#000000').text(title);
    pdf.moveDown();
    pdf.font(FONT.regular).fontSize(12);
    for (const paragraph of body.split(/\n\s*\n/)) {
      pdf.text(paragraph.trim(), { align: 'left' });
      pdf.moveDown();
    }
    pdf.moveDown();
    pdf
      .fontSize(9)
      .fillColor('#555555')
      .text(fillIn(t.preparedFor, { id: me.id, date: formatDateIn(todayIso(s.now()), language) }));
    pdf.text(fillIn(t.footer, { provider }));
  });
  return { bytes, mimeType: 'application/pdf', fileName: `${doc.fileName}.pdf`, disposition: 'attachment' };
}
