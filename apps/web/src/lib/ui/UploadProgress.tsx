import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@benefits/domain';
import { useState } from 'react';
import { ApiError } from '../api/client';
import { readAsDataUrl, type UploadProgress as Progress } from '../transfer/upload';

/** Where an upload is: sending the body (with its share sent), or waiting for the server's answer. */
export type Upload = { phase: 'sending'; percent: number } | { phase: 'checking' } | null;

/**
 * A form's optional document (a void cheque, a bank letter) and its upload: the file chosen and its
 * problem, the document as the API takes it, and the upload's progress while the form is sent.
 */
export function useDocumentUpload() {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [upload, setUpload] = useState<Upload>(null);
  return {
    file,
    fileError,
    setFileError,
    upload,
    /** DocumentPicker's onChange: the file chosen (or none) and the browser's check of it. */
    choose: (chosen: File | null, problem: string | undefined) => {
      setFile(chosen);
      setFileError(problem);
    },
    /** The chosen file as the API takes it, or null; with one, its upload starts at 0 %. */
    read: async () => {
      if (!file) return null;
      const image = { fileName: file.name, content: await readAsDataUrl(file) };
      setUpload({ phase: 'sending', percent: 0 });
      return image;
    },
    /** callWithProgress's onProgress while `image` is sent (all sent: the server is checking it). */
    progress:
      (image: unknown) =>
      ({ loaded, total }: Progress) => {
        if (!image || total === 0) return;
        const percent = Math.min(100, Math.round((loaded / total) * 100));
        setUpload(percent >= 100 ? { phase: 'checking' } : { phase: 'sending', percent });
      },
    /** The form was saved: the upload is over and the file is on file now. */
    sent: () => {
      setUpload(null);
      setFile(null);
    },
    /** The form was refused: the upload is over; the document's own problem (if any) shows on it and is answered. */
    failed: (error: unknown) => {
      setUpload(null);
      const problem = error instanceof ApiError ? error.fields.image : undefined;
      if (problem) setFileError(problem);
      return problem;
    },
  };
}

/**
 * The general message of a form that sends a document, after it is refused: 'Please correct the
 * missing information above' when a field is wrong or the document it requires is missing (`missing`:
 * that form's messages for it); the neutral 'Please correct the information above' when only the
 * chosen file was refused, for its type, size or emptiness, since nothing is missing (QA robust
 * finding 9); nothing when neither.
 */
export function documentFormGeneral(
  fieldsWrong: boolean,
  documentProblem: string | undefined,
  missing: readonly string[],
): string | undefined {
  if (fieldsWrong || (documentProblem !== undefined && missing.includes(documentProblem)))
    return MESSAGES.correctMissingInformation;
  return documentProblem === undefined ? undefined : MESSAGES.correctInformation;
}

/** An upload's progress bar with its words (the caller's), or nothing when no upload runs. */
export function UploadProgress({
  upload,
  text,
}: {
  upload: Upload;
  text: { sending: (percent: number) => string; checking: string; label: string };
}) {
  if (!upload) return null;
  return (
    <Box sx={{ mt: 2 }} data-testid="upload-progress">
      <Typography variant="body2" role="status" sx={{ mb: 0.5 }}>
        {upload.phase === 'sending' ? text.sending(upload.percent) : text.checking}
      </Typography>
      <LinearProgress
        aria-label={text.label}
        {...(upload.phase === 'sending'
          ? { variant: 'determinate' as const, value: upload.percent }
          : { variant: 'indeterminate' as const })}
      />
    </Box>
  );
}
