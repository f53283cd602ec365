import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { checkClaimFile, detectWholeFileType, PDF_END_WINDOW_BYTES, type UploadFile } from '@benefits/domain';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { useKeepFocus } from '../ui/useKeepFocus';
import type { UploadProgress } from '../transfer/upload';
import { fileSize } from './fileSize';
import { useClaimMessage } from './messages';

/** Sends one file to the server; `onProgress` follows the request body, `signal` cancels it. */
export type SendFile = (
  file: File,
  onProgress: (progress: UploadProgress) => void,
  signal: AbortSignal,
) => Promise<void>;

type JobState =
  | { phase: 'waiting' }
  | { phase: 'sending'; percent: number }
  | { phase: 'checking' }
  | { phase: 'failed'; message: string };

interface Job {
  key: number;
  name: string;
  size: number;
  state: JobState;
}

/** What the bytes say a file is (JPEG, PNG or PDF; a PDF ending as one, as the server checks), or null. */
async function detectedType(file: Blob) {
  try {
    const [head, end] = await Promise.all([
      file.slice(0, 16).arrayBuffer(),
      file.slice(-PDF_END_WINDOW_BYTES).arrayBuffer(),
    ]);
    return detectWholeFileType(new Uint8Array(head), new Uint8Array(end));
  } catch {
    return null;
  }
}

/** What the bytes say a file is (JPEG, PNG or PDF), else a type no rule accepts. */
export async function sniffedType(file: Blob): Promise<string> {
  return (await detectedType(file)) ?? 'application/octet-stream';
}

/**
 * The browser's check of a file before it is sent (docs/product §5 "Receipts"): the domain's
 * checkClaimFile with the type read from the file's first and last bytes (so a text file renamed .png is
 * refused here as "not a readable image or PDF", as the server would), the 5 MB limit and the
 * duplicate rule against what is already attached.
 */
export async function checkFile(file: File, attached: readonly UploadFile[]): Promise<string | null> {
  return checkClaimFile(
    { name: file.name, type: await detectedType(file), size: file.size, declaredType: file.type },
    attached,
  );
}

/**
 * Why the server refused a file, to show at the file: its message on the file (`image`), else on
 * any of the request's fields (the file's name or content), else the general one.
 */
export function refusalOf(error: ApiError): string {
  const fields = error.fields;
  return fields.image ?? Object.values(fields)[0] ?? error.general ?? error.message;
}

let nextKey = 1;

/**
 * Files sent one at a time, each with a real progress bar (the request body's progress, then
 * "checking" while the server reads it). Files are checked in the browser first; a refused file is
 * listed with the message and never sent. With `multiple`, several files may be chosen at once and
 * are sent one after the other. On a phone a second button opens the camera.
 */
export function FileUploader({
  id,
  attached,
  send,
  multiple = false,
  disabled = false,
  intro,
  onSent,
  focusAfterSent,
}: {
  id: string;
  /** Files already on the claim (name, type by bytes, size), for the duplicate rule. */
  attached: readonly UploadFile[];
  send: SendFile;
  multiple?: boolean;
  disabled?: boolean;
  intro: string;
  /** Called after each file the server accepted. */
  onSent?: (file: File) => void;
  /**
   * Where the keyboard goes after a choice of which a file was accepted (the list it joined); else,
   * and after a refusal, it stays on the button that chose the files.
   */
  focusAfterSent?: () => HTMLElement | null;
}) {
  const { t, i18n } = useTranslation();
  const tm = useClaimMessage();
  const touch = useMediaQuery('(pointer: coarse)');
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const [jobs, setJobs] = useState<Job[]>([]);
  const [busy, setBusy] = useState(false);
  const abort = useRef<AbortController | null>(null);
  // The buttons are disabled while files are sent: the keyboard would fall to the page.
  const keepFocus = useKeepFocus();
  const attachedRef = useRef(attached);
  useEffect(() => {
    attachedRef.current = attached;
  }, [attached]);
  useEffect(() => () => abort.current?.abort(), []);

  const update = (key: number, state: JobState) =>
    setJobs((all) => all.map((job) => (job.key === key ? { ...job, state } : job)));
  const drop = (key: number) => setJobs((all) => all.filter((job) => job.key !== key));

  const run = async (files: File[]) => {
    const queued = files.map((file) => ({ key: nextKey++, file }));
    // Earlier refusals make room for the new choice; finished uploads are in the attached list.
    setJobs(
      queued.map(({ key, file }) => ({ key, name: file.name, size: file.size, state: { phase: 'waiting' } })),
    );
    keepFocus.hold();
    setBusy(true);
    const sentNow: UploadFile[] = [];
    try {
      for (const { key, file } of queued) {
        const problem = await checkFile(file, [...attachedRef.current, ...sentNow]);
        if (problem) {
          update(key, { phase: 'failed', message: problem });
          continue;
        }
        const controller = new AbortController();
        abort.current = controller;
        update(key, { phase: 'sending', percent: 0 });
        try {
          await send(
            file,
            ({ loaded, total }) => {
              if (total <= 0) return;
              const percent = Math.min(100, Math.round((loaded / total) * 100));
              update(key, percent >= 100 ? { phase: 'checking' } : { phase: 'sending', percent });
            },
            controller.signal,
          );
          sentNow.push({ name: file.name, type: await sniffedType(file), size: file.size });
          drop(key);
          onSent?.(file);
        } catch (error) {
          if (error instanceof DOMException && error.name === 'AbortError') {
            drop(key);
            break;
          }
          const message =
            error instanceof ApiError
              ? refusalOf(error)
              : error instanceof Error
                ? error.message
                : String(error);
          update(key, { phase: 'failed', message });
        } finally {
          abort.current = null;
        }
      }
    } finally {
      // Whatever is still waiting after a cancel is not sent.
      setJobs((all) => all.filter((job) => job.state.phase === 'failed'));
      setBusy(false);
      keepFocus.release(sentNow.length > 0 && focusAfterSent ? { to: focusAfterSent } : {});
    }
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Let the same file be chosen again after a refusal.
    event.target.value = '';
    if (files.length > 0) void run(files);
  };

  const off = disabled || busy;
  const introId = `${id}-intro`;
  return (
    <Box>
      <Typography id={introId} color="text.secondary" sx={{ mb: 1.5 }}>
        {intro}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
        <Button
          variant="contained"
          startIcon={<AttachFileIcon aria-hidden />}
          disabled={off}
          onClick={() => fileInput.current?.click()}
          aria-describedby={introId}
          data-testid={`${id}-choose`}
        >
          {multiple ? t('claims.upload.chooseFiles') : t('claims.upload.chooseFile')}
        </Button>
        {touch ? (
          <Button
            variant="outlined"
            startIcon={<PhotoCameraIcon aria-hidden />}
            disabled={off}
            onClick={() => cameraInput.current?.click()}
            aria-describedby={introId}
            data-testid={`${id}-camera`}
          >
            {t('claims.upload.takePhoto')}
          </Button>
        ) : null}
        {/* Out of sight and out of the accessibility tree: the buttons above open them. */}
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,application/pdf"
          multiple={multiple}
          onChange={pick}
          disabled={off}
          hidden
          data-testid={`${id}-input`}
        />
        <input
          ref={cameraInput}
          type="file"
          accept="image/*,application/pdf"
          capture="environment"
          onChange={pick}
          disabled={off}
          hidden
          data-testid={`${id}-camera-input`}
        />
      </Stack>

      {jobs.length > 0 ? (
        <Stack
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, gap: 1.5 }}
          aria-label={t('claims.upload.queue')}
        >
          {jobs.map((job) => (
            <Box component="li" key={job.key} data-testid={`${id}-job`} sx={{ minWidth: 0 }}>
              <JobRow
                job={job}
                language={i18n.language}
                tm={tm}
                onDismiss={() => drop(job.key)}
                onCancel={() => abort.current?.abort()}
              />
            </Box>
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}

function JobRow({
  job,
  language,
  tm,
  onDismiss,
  onCancel,
}: {
  job: Job;
  language: string;
  tm: (text: string | undefined) => string | undefined;
  onDismiss: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { state } = job;
  const size = fileSize(job.size, language);
  if (state.phase === 'failed') {
    return (
      <Stack
        direction="row"
        role="alert"
        sx={{ gap: 1, alignItems: 'flex-start', color: 'error.main', minWidth: 0 }}
        data-testid="upload-error"
      >
        <ErrorOutlineIcon aria-hidden sx={{ mt: 0.25 }} />
        <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {t('claims.upload.refused', { name: job.name, message: tm(state.message) })}
        </Typography>
        <IconButton
          size="small"
          onClick={onDismiss}
          aria-label={t('claims.upload.dismiss', { name: job.name })}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
    );
  }
  const text =
    state.phase === 'waiting'
      ? t('claims.upload.waiting', { name: job.name, size })
      : state.phase === 'sending'
        ? t('claims.upload.sending', { name: job.name, size, percent: state.percent })
        : t('claims.upload.checking', { name: job.name });
  return (
    <Box data-testid="upload-progress">
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, minWidth: 0 }}>
        <Typography variant="body2" role="status" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {text}
        </Typography>
        {state.phase === 'sending' ? (
          <Button size="small" onClick={onCancel}>
            {t('claims.upload.cancel')}
          </Button>
        ) : null}
      </Stack>
      <LinearProgress
        sx={{ mt: 0.5 }}
        aria-label={t('claims.upload.progressLabel', { name: job.name })}
        {...(state.phase === 'sending'
          ? { variant: 'determinate' as const, value: state.percent }
          : state.phase === 'waiting'
            ? { variant: 'determinate' as const, value: 0 }
            : { variant: 'indeterminate' as const })}
      />
    </Box>
  );
}
