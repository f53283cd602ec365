/**
 * Receipts and banking documents (docs/product §5 "Receipts and banking documents"): JPEG, PNG or
 * PDF, at most 5 MB, and no receipt twice. The server checks the type by the file's bytes
 * (docs/architecture.md "Data rules") with `detectFileType`; the browser can only check the declared type.
 */
import { ACCEPTED_UPLOAD_TYPES, type AcceptedUploadType, MAX_UPLOAD_BYTES } from '../constants';
import { MESSAGES } from '../validation/messages';

export interface UploadFile {
  name: string;
  /** MIME type, declared by the browser or detected from the bytes. */
  type: string;
  size: number;
}

/** A receipt image, or a banking document; only the type message differs. */
export type UploadKind = 'receipt' | 'document';

export function isAcceptedUploadType(type: unknown): type is AcceptedUploadType {
  return typeof type === 'string' && (ACCEPTED_UPLOAD_TYPES as readonly string[]).includes(type);
}

/**
 * Checks a file before upload. Answers the message to show, or `null`: the type message of the
 * kind, 'Maximum image size cannot exceed 5MB.', or 'Duplicate receipt image' when a file of the
 * same name, type and size is already attached.
 */
export function checkUpload(
  file: UploadFile,
  attached: readonly UploadFile[] = [],
  kind: UploadKind = 'receipt',
): string | null {
  if (!isAcceptedUploadType(file.type)) {
    return kind === 'receipt' ? MESSAGES.invalidImageType : MESSAGES.invalidDocumentType;
  }
  if (!Number.isFinite(file.size) || file.size < 0 || file.size > MAX_UPLOAD_BYTES)
    return MESSAGES.maxImageSize;
  const duplicate = attached.some(
    (a) => a.name === file.name && a.type === file.type && a.size === file.size,
  );
  return duplicate ? MESSAGES.duplicateReceipt : null;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

/** The accepted type a file really is, from its first bytes (magic numbers), or `null`. */
export function detectFileType(bytes: Uint8Array): AcceptedUploadType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
}
