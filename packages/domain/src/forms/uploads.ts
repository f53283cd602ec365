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

const PDF_END = [0x25, 0x25, 0x45, 0x4f, 0x46]; // %%EOF

/**
 * How far from its end a PDF's end-of-file marker (%%EOF) may be: PDF readers look for it in the last
 * 1024 bytes (some writers append a few bytes after it).
 */
export const PDF_END_WINDOW_BYTES = 1024;

/** Whether a PDF's bytes end as a PDF does: %%EOF within their last PDF_END_WINDOW_BYTES. */
export function hasPdfEnd(bytes: Uint8Array): boolean {
  const from = Math.max(0, bytes.length - PDF_END_WINDOW_BYTES);
  for (let i = bytes.length - PDF_END.length; i >= from; i -= 1) {
    if (PDF_END.every((byte, k) => bytes[i + k] === byte)) return true;
  }
  return false;
}

/**
 * The accepted type of a whole file, or `null`: `detectFileType` on its first bytes (`head`), and a
 * PDF must also end as one (`hasPdfEnd` on `end`, its last bytes), so a few bytes that only start like
 * a PDF are not one. The server gives the whole file as `head` (and so `end`); the browser its first
 * 16 and last PDF_END_WINDOW_BYTES bytes. Not a full reading of the file: a damaged image or PDF can
 * still pass.
 */
export function detectWholeFileType(head: Uint8Array, end: Uint8Array = head): AcceptedUploadType | null {
  const type = detectFileType(head);
  if (type === 'application/pdf' && !hasPdfEnd(end)) return null;
  return type;
}

/** The extensions of each accepted type; the first is the one a file is given. */
export const UPLOAD_TYPE_EXTENSIONS: Readonly<Record<AcceptedUploadType, readonly string[]>> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'application/pdf': ['.pdf'],
};

/** The longest name a stored file gets, in characters, its extension included. */
export const MAX_FILE_NAME_LENGTH = 200;

/** A last dot and 1 to 5 letters or digits: an extension only when it is a known one. */
const LAST_DOT_PART = /\.[A-Za-z0-9]{1,5}$/;

/**
 * The file extensions replaced by the type's own (lower case, without the dot). Any other ending
 * after a last dot is part of the name ('Dr.Smith' holding a PDF is 'Dr.Smith.pdf', not 'Dr.pdf').
 */
const KNOWN_EXTENSIONS: ReadonlySet<string> = new Set(
  [
    // images
    'jpg jpeg jpe jfif png gif heic heif webp avif tif tiff bmp svg svgz ico dng cr2 nef',
    // documents
    'pdf doc docx docm odt rtf txt xls xlsx xlsm ods csv ppt pptx odp xps oxps eml xml json',
    // web pages and scripts
    'html htm xhtml shtml mht mhtml js mjs css php php3 php4 php5 phtml asp aspx jsp cgi ps1 vbs wsf hta swf',
    // programs and archives
    'exe bat msi dll jar apk dmg iso zip rar 7z gz tgz tar bz2 xz',
    // other media
    'mp3 mp4 mov avi wav m4a',
  ]
    .join(' ')
    .split(' '),
);

/** A name's extension: a last dot and a known extension (`KNOWN_EXTENSIONS`), or `undefined`. */
function knownExtension(name: string): string | undefined {
  const part = LAST_DOT_PART.exec(name)?.[0];
  return part && KNOWN_EXTENSIONS.has(part.slice(1).toLowerCase()) ? part : undefined;
}

/**
 * The name a file of `type` is stored and served under: its extension is the type's (a wrong known
 * one, `KNOWN_EXTENSIONS`, is replaced, otherwise it is added: 'Dr.Smith' is 'Dr.Smith.pdf'; a right
 * one is kept as spelled, '.JPEG'), it does not start with a
 * dot (no hidden '.htaccess'), and a name longer than MAX_FILE_NAME_LENGTH characters is shortened
 * before its extension. A type that is not an accepted upload (a CSV the server writes) keeps its name.
 */
export function fileNameForType(name: string, type: string, max = MAX_FILE_NAME_LENGTH): string {
  const extensions = isAcceptedUploadType(type) ? UPLOAD_TYPE_EXTENSIONS[type] : undefined;
  if (!extensions) return name;
  let base = name
    .trim()
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  let extension = extensions[0]!;
  const current = knownExtension(base);
  if (current) {
    if (extensions.includes(current.toLowerCase())) extension = current;
    base = base.slice(0, -current.length).replace(/[.\s]+$/, '');
  }
  const chars = Array.from(base);
  const room = Math.max(1, max - extension.length);
  if (chars.length > room)
    base = chars
      .slice(0, room)
      .join('')
      .replace(/[.\s]+$/, '');
  return `${base || 'file'}${extension}`;
}
