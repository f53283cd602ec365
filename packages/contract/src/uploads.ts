import { MESSAGES } from '@benefits/domain';
import { z } from 'zod';

/**
 * A file sent inside the JSON envelope (docs/product §7: every call is JSON): its name and its bytes as
 * base64. The server judges the type by the bytes, never by the name or the declared type, and stores
 * the name with the extension of that type, a long one shortened (domain `fileNameForType`): a name
 * is never refused for its length (the body limit bounds it).
 */
export const uploadedFileSchema = z.object({
  fileName: z
    .string({ error: MESSAGES.invalidImageType })
    .trim()
    .min(1, { error: MESSAGES.invalidImageType }),
  /** base64 (standard or URL-safe), optionally as a data: URL. */
  content: z.string({ error: MESSAGES.invalidImageType }).min(1, { error: MESSAGES.invalidImageType }),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** Body limit of upload endpoints: room for a file a little over 5 MB in base64, so the size rule answers. */
export const UPLOAD_BODY_BYTES = 12 * 1024 * 1024;

/**
 * Uploads allowed per minute per caller address on every upload endpoint: room for an employee who
 * attaches every receipt of a full claim (or an office behind one address), not for a flood of
 * 12 MiB bodies.
 */
export const UPLOADS_PER_MINUTE = 60;

export const fileInfoSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
});
export type FileInfo = z.infer<typeof fileInfoSchema>;
