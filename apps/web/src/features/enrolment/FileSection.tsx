import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { api } from '@benefits/contract';
import { enrolmentCsvTemplate } from '@benefits/domain';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../lib/api/client';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { saveFile } from '../../lib/transfer/download';
import { useOneClick } from '../../lib/ui/useOneClick';
import type { Preview, PreviewRow } from './api';
import { useAdded } from './useAdded';

/** A failure's message, in the user's language. */
function useFailureText() {
  const tm = useTranslateMessage();
  return (error: unknown): string =>
    error instanceof ApiError
      ? (tm(error.general) ?? error.message)
      : error instanceof Error
        ? error.message
        : String(error);
}

/** One row of the file: its number, the person, and its messages (field and text) when it is bad. */
function RowItem({ row }: { row: PreviewRow }) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const bad = row.errors.length > 0;
  const name = [row.values.firstName, row.values.lastName].filter(Boolean).join(' ');
  return (
    <Box
      component="li"
      data-testid={`csv-row-${row.row}`}
      sx={{
        listStyle: 'none',
        py: 1,
        px: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '6rem minmax(0, 1fr) auto' },
        gap: { xs: 0.5, sm: 2 },
        alignItems: 'start',
      }}
    >
      <Typography sx={{ fontWeight: 600 }}>{t('enrolment.file.row', { row: row.row })}</Typography>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {name || '—'} · {row.values.email || '—'} · {row.values.classification || '—'}
        </Typography>
        {bad ? (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {row.errors.map((e) => (
              <Typography component="li" key={e.field} sx={{ color: 'error.main' }} variant="body2">
                {t('labelled', { label: t(`enrolment.fields.${e.field}`), value: tm(e.message) ?? '' })}
              </Typography>
            ))}
          </Box>
        ) : null}
      </Box>
      {bad ? null : <Chip size="small" color="success" variant="outlined" label={t('enrolment.file.ok')} />}
    </Box>
  );
}

/**
 * Many employees from a CSV file: the template, the upload, the server's check of every row (each
 * with its messages), and the save of the whole file once every row is correct.
 */
export function FileSection() {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const added = useAdded();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<{ fileName: string; content: string }>();
  const [preview, setPreview] = useState<Preview>();
  const [failure, setFailure] = useState<string>();

  const check = useMutation({
    mutationFn: (f: { fileName: string; content: string }) =>
      call(api.addEmployeesCsvPreview, f, { snackbar: false }),
    onSuccess: (answer) => setPreview({ rows: answer.rows, badRows: answer.badRows }),
    onError: (error) => setFailure(failureText(error)),
  });
  const save = useMutation({
    mutationFn: (f: { fileName: string; content: string }) =>
      call(api.addEmployeesCsvSave, f, { snackbar: false }),
    onSuccess: (answer) => added(answer.added),
    onError: (error) => setFailure(failureText(error)),
  });
  // A double click saves the file once.
  const saveOnce = useOneClick(() => file && save.mutate(file), save.isPending);

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setFailure(undefined);
    setPreview(undefined);
    const f = { fileName: chosen.name, content: await chosen.text() };
    setFile(f);
    check.mutate(f);
  };
  const download = () =>
    saveFile({
      blob: new Blob([enrolmentCsvTemplate()], { type: 'text/csv;charset=utf-8' }),
      fileName: 'employees-template.csv',
    });

  const total = preview?.rows.length ?? 0;
  const bad = preview?.rows.filter((r) => r.errors.length > 0) ?? [];
  return (
    <Stack sx={{ gap: 2 }} data-testid="enrol-file">
      <Typography>{t('enrolment.file.intro')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('enrolment.file.columns')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download}>
          {t('enrolment.file.template')}
        </Button>
        <Button
          variant="contained"
          startIcon={<UploadFileIcon />}
          onClick={() => input.current?.click()}
          loading={check.isPending}
        >
          {preview ? t('enrolment.file.another') : t('enrolment.file.choose')}
        </Button>
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          hidden
          data-testid="enrol-file-input"
          aria-label={t('enrolment.file.choose')}
          onChange={(e) => {
            void choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </Stack>
      {file ? (
        <Typography variant="body2">{t('enrolment.file.chosen', { name: file.fileName })}</Typography>
      ) : null}
      {check.isPending ? <Typography role="status">{t('enrolment.file.checking')}</Typography> : null}
      {failure ? (
        <Alert severity="error" role="alert" data-testid="enrol-file-failure">
          {failure}
        </Alert>
      ) : null}
      {preview ? (
        <>
          {bad.length > 0 ? (
            <Alert severity="error" role="alert" data-testid="enrol-file-summary">
              {t('enrolment.file.someBad', { count: bad.length, total })}
            </Alert>
          ) : (
            <Alert severity="success" role="status" data-testid="enrol-file-summary">
              {t('enrolment.file.allGood', { count: total })}
            </Alert>
          )}
          {bad.length > 0 ? (
            <Box component="section" aria-labelledby="csv-problems-title">
              <Typography
                component="h3"
                variant="subtitle1"
                id="csv-problems-title"
                sx={{ mb: 1, fontWeight: 600 }}
              >
                {t('enrolment.file.problems')}
              </Typography>
              <Box component="ul" sx={{ m: 0, p: 0 }} data-testid="csv-problems">
                {bad.map((row) => (
                  <RowItem key={row.row} row={row} />
                ))}
              </Box>
            </Box>
          ) : (
            <Box>
              <Button
                variant="contained"
                size="large"
                loading={saveOnce.busy}
                onClick={saveOnce.onClick}
                data-testid="enrol-file-save"
              >
                {t('enrolment.file.save', { count: total })}
              </Button>
            </Box>
          )}
          <Box component="section" aria-labelledby="csv-rows-title">
            <Typography
              component="h3"
              variant="subtitle1"
              id="csv-rows-title"
              sx={{ mb: 1, fontWeight: 600 }}
            >
              {t('enrolment.file.rows')}
            </Typography>
            <Box component="ul" sx={{ m: 0, p: 0 }}>
              {preview.rows.map((row) => (
                <RowItem key={row.row} row={row} />
              ))}
            </Box>
          </Box>
        </>
      ) : null}
    </Stack>
  );
}
