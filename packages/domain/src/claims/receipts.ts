/**
 * Receipts and audit documents of a claim (docs/product §5 "Receipts and banking documents";
 * docs/decisions/0008): the spec's checks (checkUpload: JPEG, PNG or PDF by the file's bytes, at most
 * 5 MB, no duplicate), with one clearer message. A file whose name says JPEG, PNG or PDF but whose
 * bytes are none of them (a text file renamed .png, a damaged download) is "not a readable image or
 * PDF": the spec's 'Invalid image type, please choose a JPEG, PNG, or PDF' would tell someone who
 * did choose a .png nothing. The browser (before sending) and the server (on the bytes it got) say
 * the same.
 */
import type { AcceptedUploadType } from '../constants';
import { checkUpload, isAcceptedUploadType, type UploadFile } from '../forms/uploads';
import { MESSAGES } from '../validation/messages';
import { CLAIM_MESSAGES } from './messages';

const ACCEPTED_NAME = /\.(?:jpe?g|png|pdf)$/i;

/** Whether a file's name (or the type the browser declares for it) says it is a JPEG, PNG or PDF. */
export function namedAsAcceptedType(name: string, declaredType?: string): boolean {
  return ACCEPTED_NAME.test(name.trim()) || isAcceptedUploadType(declaredType);
}

/** The message for a claim file whose bytes are not a JPEG, PNG or PDF. */
export function claimFileTypeMessage(name: string, declaredType?: string): string {
  return namedAsAcceptedType(name, declaredType) ? CLAIM_MESSAGES.unreadableFile : MESSAGES.invalidImageType;
}

export interface ClaimFileCandidate {
  name: string;
  /** What the bytes are (detectFileType), null when none of JPEG, PNG or PDF. */
  type: AcceptedUploadType | null;
  size: number;
  /** The type the browser declares (from the name, usually). */
  declaredType?: string;
}

/**
 * Checks a receipt or audit document before it is attached: the message to show, or null. Files
 * already attached are `attached` (name, type by bytes, size) for the duplicate rule.
 */
export function checkClaimFile(
  file: ClaimFileCandidate,
  attached: readonly UploadFile[] = [],
): string | null {
  if (file.type === null) return claimFileTypeMessage(file.name, file.declaredType);
  return checkUpload({ name: file.name, type: file.type, size: file.size }, attached, 'receipt');
}
