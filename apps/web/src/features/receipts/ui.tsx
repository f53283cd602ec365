import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isEmail, MESSAGES } from '@benefits/domain';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/client';
import { newRequestId } from '../../lib/api/requestId';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { showFailure } from '../../lib/ui/snackbar';
import type { ReceiptPreview } from './api';

export { LoadError } from '../../lib/ui/LoadError';
export { Loading, Section } from '../../lib/ui/Section';
export { PageColumn } from '../../lib/ui/PageColumn';

export { ToolGate, useMayUse } from '../../lib/tools-access/ToolGate';

/** A failed call: the first of `fields` the server named (translated); otherwise its general message in the red snackbar. */
function failureMessage(
  error: unknown,
  tm: (text: string | undefined) => string | undefined,
  fields: readonly string[],
): string | undefined {
  if (error instanceof ApiError) {
    for (const field of fields) {
      const message = error.fields[field];
      if (message) return tm(message) ?? message;
    }
    const general = tm(error.general);
    if (general) showFailure(general);
  } else if (!(error instanceof DOMException && error.name === 'AbortError')) {
    showFailure(error instanceof Error ? error.message : String(error));
  }
  return undefined;
}

/** The ID of a company or partner, and Find: answers the number when it is digits only. */
export function IdLookup({
  id,
  label,
  requiredMessage,
  initial,
  onFind,
}: {
  id: string;
  label: string;
  requiredMessage: string;
  /** The ID already looked up (from the address). */
  initial: string;
  onFind: (value: number) => void;
}) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{1,9}$/.test(value.trim()) || Number(value) === 0) {
      setError(tm(requiredMessage));
      document.getElementById(id)?.focus();
      return;
    }
    onFind(Number(value.trim()));
  };
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          id={id}
          required
          label={label}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setError(undefined);
          }}
          error={Boolean(error)}
          helperText={error ?? t('receipts.common.idHint')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9, autoComplete: 'off' } }}
          sx={{ flex: '1 1 200px', maxWidth: 320 }}
        />
        <Button type="submit" variant="contained" sx={{ mt: 1 }}>
          {t('receipts.common.find')}
        </Button>
      </Stack>
    </Box>
  );
}

/** A label and its value, side by side when there is room. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
      <Typography component="span" color="text.secondary" sx={{ minWidth: 140 }}>
        {label}
      </Typography>
      <Typography component="span" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The mail a send would give: recipient, subject, text, and the PDF's lines. */
function PreviewPanel({ preview }: { preview: ReceiptPreview }) {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      data-testid="receipt-preview"
      role="region"
      aria-label={t('receipts.common.previewTitle')}
      sx={{ p: { xs: 1.5, sm: 2 }, bgcolor: 'action.hover' }}
    >
      <Typography component="h3" variant="subtitle1" sx={{ mb: 1, fontWeight: 600 }}>
        {t('receipts.common.previewTitle')}
      </Typography>
      <Stack sx={{ gap: 0.5 }}>
        <Fact label={t('receipts.common.to')}>{preview.to}</Fact>
        <Fact label={t('receipts.common.subject')}>{preview.subject}</Fact>
        <Fact label={t('receipts.common.attachment')}>{preview.filename}</Fact>
      </Stack>
      <Typography
        component="pre"
        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', my: 1.5 }}
      >
        {preview.text}
      </Typography>
      <Typography variant="subtitle2" component="p" id="receipt-document-label">
        {t('receipts.common.documentLabel')}
      </Typography>
      <Box
        component="dl"
        aria-labelledby="receipt-document-label"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 2, rowGap: 0.5 }}
      >
        {preview.document.map((line, i) => (
          <Box key={i} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ overflowWrap: 'anywhere' }}>
              {line.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: 500 }}>
              {line.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

interface Sent {
  message: string;
  email: string;
}

/**
 * The recipient (the one on file, or another valid address), Preview and Send for the chosen item
 * (`choice`: null until one is chosen). Each choice and address gets its own request ID, kept until
 * it is sent: a second click of Send (the button is also busy while it sends) repeats the same
 * request, which the server answers without a second mail (decision 0034).
 */
export function SendPanel({
  idPrefix,
  choice,
  chooseHint,
  onFile,
  sendLabel,
  sentKey,
  preview,
  send,
}: {
  idPrefix: string;
  choice: string | null;
  chooseHint: string;
  onFile: string;
  sendLabel: string;
  /** The confirmation, in the language on screen (the server's is keyed the same). */
  sentKey: 'receiptSent' | 'statementSent';
  preview: (email: string) => Promise<ReceiptPreview>;
  send: (email: string, requestId: string) => Promise<Sent>;
}) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState<Sent | null>(null);
  // One request ID per choice and address, kept until that request is sent (read in handlers only).
  const requestIds = useRef(new Map<string, string>());
  const current = `${choice ?? ''}|${email.trim()}`;
  const previewing = useMutation({ mutationFn: (_for: string) => preview(email.trim()) });
  const sending = useMutation({ mutationFn: (key: string) => send(email.trim(), key) });

  const fieldId = `${idPrefix}-email`;
  const check = (): boolean => {
    if (email.trim() !== '' && !isEmail(email.trim())) {
      setError(tm(MESSAGES.invalidEmail));
      document.getElementById(fieldId)?.focus();
      return false;
    }
    return true;
  };
  const failed = (failure: unknown) =>
    setError(failureMessage(failure, tm, ['email', 'paymentId', 'paidOn']));
  const onPreview = () => {
    setSent(null);
    if (check()) previewing.mutate(current, { onError: failed });
  };
  const onSend = (e: FormEvent) => {
    e.preventDefault();
    if (sending.isPending) return;
    setSent(null);
    if (!check()) return;
    const ids = requestIds.current;
    const requestId = ids.get(current) ?? newRequestId();
    ids.set(current, requestId);
    sending.mutate(requestId, {
      onSuccess: (answer) => {
        setSent(answer);
        // Sent: the same choice again is a new request.
        ids.delete(current);
      },
      onError: failed,
    });
  };
  // A preview holds for the choice and address it was asked for.
  const shownPreview = previewing.variables === current ? previewing.data : undefined;

  if (choice === null) {
    return <Typography color="text.secondary">{chooseHint}</Typography>;
  }
  return (
    <Stack sx={{ gap: 2 }}>
      <Box component="form" noValidate onSubmit={onSend}>
        <Stack sx={{ gap: 2, alignItems: 'flex-start' }}>
          <TextField
            id={fieldId}
            type="email"
            // With no address on file the field is the only address: not optional.
            label={onFile ? t('receipts.common.override') : t('receipts.common.address')}
            required={!onFile}
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setError(undefined);
            }}
            error={Boolean(error)}
            helperText={
              error ??
              (onFile
                ? t('receipts.common.overrideHint', { email: onFile })
                : t('receipts.common.overrideHintNone'))
            }
            slotProps={{ htmlInput: { maxLength: 254, autoComplete: 'off', inputMode: 'email' } }}
            sx={{ width: '100%', maxWidth: 420 }}
          />
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={onPreview} loading={previewing.isPending}>
              {t('receipts.common.preview')}
            </Button>
            <Button type="submit" variant="contained" loading={sending.isPending}>
              {sendLabel}
            </Button>
          </Stack>
        </Stack>
      </Box>
      {shownPreview ? <PreviewPanel preview={shownPreview} /> : null}
      {sent ? (
        <Alert severity="success" data-testid="receipt-sent" role="status">
          <AlertTitle>{t('receipts.common.sentTitle')}</AlertTitle>
          {t(`receipts.serverMessages.${sentKey}`, { email: sent.email })}
        </Alert>
      ) : null}
    </Stack>
  );
}
