import { createHash } from 'node:crypto';
import type { BinaryAnswer, FileInfo, UploadedFile } from '@benefits/contract';
import { detectWholeFileType, fileNameForType, MAX_UPLOAD_BYTES, MESSAGES } from '@benefits/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { files } from '../db/schema';
import { notFound, validationError } from './errors';
import { newFileKey, type FileStore } from './files';

export type StoredFile = typeof files.$inferSelect;

/**
 * A display name safe to store and to send back in Content-Disposition: no path, no control
 * characters. Its length and extension are the domain's `fileNameForType` (checkUploadedBytes).
 */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = Array.from(base)
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f && !'"<>|:*?'.includes(ch))
    .join('')
    .trim();
  return clean.length > 0 ? clean : 'file';
}

/** Decodes base64 (standard, URL-safe or a data: URL); answers null when it is not base64. */
export function decodeBase64(content: string): Buffer | null {
  const body = content.startsWith('data:') ? content.slice(content.indexOf(',') + 1) : content;
  const compact = body.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(compact)) return null;
  return Buffer.from(compact, compact.includes('-') || compact.includes('_') ? 'base64url' : 'base64');
}

export interface UploadRules {
  /** Which type message: receipts and audit files say "image", banking documents "document". */
  kind: 'receipt' | 'document';
  /** Files already attached to the same thing, for the duplicate rule (same name, type and size). */
  attached?: readonly Pick<StoredFile, 'fileName' | 'mimeType' | 'sizeBytes'>[];
  /** The message when the bytes are not a JPEG, PNG or PDF (default: the kind's type message). */
  typeMessage?: string;
}

/**
 * Checks an uploaded file by its bytes (JPEG, PNG or PDF, a PDF ending with %%EOF; at most 5 MB; not
 * a duplicate) and answers the spec's message on the `field` when it fails. Nothing is stored until
 * every check passes. The name is stored with the extension of the type its bytes are, whatever it
 * said ('x.html' holding a PDF is 'x.pdf'), shortened to 200 characters before the extension
 * (domain `fileNameForType`): every upload (receipts, audit documents, void cheques of employees,
 * companies and partners) comes through here.
 */
export function checkUploadedBytes(file: UploadedFile, rules: UploadRules, field = 'image') {
  const typeMessage =
    rules.typeMessage ??
    (rules.kind === 'receipt' ? MESSAGES.invalidImageType : MESSAGES.invalidDocumentType);
  const bytes = decodeBase64(file.content);
  if (!bytes || bytes.length === 0) throw validationError({ [field]: typeMessage }, typeMessage);
  if (bytes.length > MAX_UPLOAD_BYTES)
    throw validationError({ [field]: MESSAGES.maxImageSize }, MESSAGES.maxImageSize);
  const mimeType = detectWholeFileType(bytes);
  if (!mimeType) throw validationError({ [field]: typeMessage }, typeMessage);
  const fileName = fileNameForType(safeFileName(file.fileName), mimeType);
  const duplicate = rules.attached?.some(
    (a) => a.fileName === fileName && a.mimeType === mimeType && a.sizeBytes === bytes.length,
  );
  if (duplicate) throw validationError({ [field]: MESSAGES.duplicateReceipt }, MESSAGES.duplicateReceipt);
  return { bytes, mimeType, fileName };
}

/**
 * Writes checked bytes to the FileStore and records them (on `db`, or inside the caller's transaction
 * so the row goes with the change it belongs to); answers the files row.
 */
export async function storeFile(
  db: Db | Tx,
  store: FileStore,
  owner: { kind: string; id: string },
  purpose: 'receipt' | 'audit' | 'banking',
  checked: { bytes: Buffer; mimeType: string; fileName: string },
  now: Date,
): Promise<StoredFile> {
  const storageKey = newFileKey(purpose, now);
  await store.put(storageKey, checked.bytes);
  const [row] = await db
    .insert(files)
    .values({
      ownerKind: owner.kind,
      ownerId: owner.id,
      purpose,
      storageKey,
      fileName: checked.fileName,
      mimeType: checked.mimeType,
      sizeBytes: checked.bytes.length,
      sha256: createHash('sha256').update(checked.bytes).digest('hex'),
      createdAt: now,
    })
    .returning();
  return row!;
}

/** The file if it belongs to the owner; undefined otherwise (callers answer "not found"). */
export async function ownedFile(db: Db, owner: { kind: string; id: string }, fileId: number) {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.ownerKind, owner.kind), eq(files.ownerId, owner.id)))
    .limit(1);
  return row;
}

/** What the API says of an owned file (FileInfo); null without one or when it is not the owner's. */
export async function ownedFileInfo(
  db: Db,
  owner: { kind: string; id: string },
  fileId: number | null,
): Promise<FileInfo | null> {
  if (fileId === null) return null;
  const file = await ownedFile(db, owner, fileId);
  return file ? fileInfo(file) : null;
}

/** What the API says of a stored file (FileInfo). */
export function fileInfo(file: StoredFile): FileInfo {
  return {
    id: file.id,
    fileName: file.fileName,
    mimeType: file.mimeType,
    size: file.sizeBytes,
    uploadedAt: file.createdAt.toISOString(),
  };
}

/** An owned file's bytes as a download; "not found" with `missing` when there is none. */
export async function ownedDownload(
  s: { db: Db; files: FileStore },
  owner: { kind: string; id: string },
  fileId: number | null | undefined,
  missing: string,
): Promise<BinaryAnswer> {
  const file = fileId != null ? await ownedFile(s.db, owner, fileId) : undefined;
  if (!file) throw notFound(missing);
  return {
    bytes: await s.files.get(file.storageKey),
    mimeType: file.mimeType,
    fileName: file.fileName,
    disposition: 'attachment',
  };
}
