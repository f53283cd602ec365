import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { api } from '@benefits/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { formatDateTime } from '../format';
import type { Area } from '../session/areas';
import { fetchFile, saveFile, type FetchedFile } from '../transfer/download';
import { showFailure } from '../ui/snackbar';
import type { ClaimFile } from './api';
import { fileSize } from './fileSize';
import { useClaimMessage } from './messages';

interface Preview {
  file: FetchedFile;
  url: string;
}

/** Where a file's bytes come from: a binary endpoint, the session sending it, and the request naming the file. */
export interface FileSource {
  path: string;
  area: Area;
  body: (file: ClaimFile) => Record<string, unknown>;
}

/** The employee's own receipts and audit files. */
const OWN_FILES: FileSource = {
  path: api.claimReceipt.path,
  area: 'employee',
  body: (file) => ({ fileId: file.id }),
};

/**
 * Opening a receipt or an audit file: its bytes are fetched through the API with the session token
 * in the header (never in a URL) and shown from an object URL: an image in a dialog, a PDF in a new
 * tab (the page's content security policy allows blob: images, not blob: frames). A blocked pop-up
 * falls back to a download.
 */
export function useOpenClaimFile(source: FileSource = OWN_FILES) {
  const tm = useClaimMessage();
  const [preview, setPreview] = useState<Preview | null>(null);
  const [opening, setOpening] = useState<number | null>(null);

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview.url);
  }, [preview]);

  const open = async (file: ClaimFile) => {
    const pdf = file.mimeType === 'application/pdf';
    // Opened now, while the click still counts as the user's, so no pop-up blocker stops it.
    const tab = pdf ? window.open('', '_blank') : null;
    setOpening(file.id);
    try {
      const fetched = await fetchFile(source.path, source.body(file), {
        area: source.area,
        snackbar: false,
        fallbackName: file.fileName,
      });
      if (pdf) {
        if (tab) {
          const url = URL.createObjectURL(fetched.blob);
          tab.location.href = url;
          setTimeout(() => URL.revokeObjectURL(url), 60_000);
        } else {
          saveFile(fetched);
        }
      } else {
        setPreview({ file: fetched, url: URL.createObjectURL(fetched.blob) });
      }
    } catch (error) {
      tab?.close();
      if (error instanceof ApiError) showFailure(tm(error.general) ?? error.message);
    } finally {
      setOpening(null);
    }
  };

  return { open, opening, preview, close: () => setPreview(null) };
}

/** The image of a receipt, full width, with a download button. */
export function FilePreviewDialog({ preview, onClose }: { preview: Preview | null; onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open={preview !== null} onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth>
      <DialogTitle sx={{ overflowWrap: 'anywhere' }}>{preview?.file.fileName}</DialogTitle>
      <DialogContent dividers>
        {preview ? (
          <Box
            component="img"
            src={preview.url}
            alt={t('claims.files.imageAlt', { name: preview.file.fileName })}
            data-testid="file-preview"
            sx={{ display: 'block', maxWidth: '100%', height: 'auto', mx: 'auto' }}
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => preview && saveFile(preview.file)}>{t('claims.files.download')}</Button>
        <Button onClick={onClose} variant="contained">
          {t('claims.files.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The files of a claim (receipts or audit documents), each openable; with `onRemove`, each also has
 * a remove button named after its file (the open claim's receipts, before it is submitted).
 */
export function ClaimFileList({
  files,
  emptyText,
  label,
  testId,
  source,
  onRemove,
  removing,
}: {
  files: readonly ClaimFile[];
  emptyText: string;
  label: string;
  testId: string;
  /** Where the bytes come from (default: the signed-in employee's own files). */
  source?: FileSource;
  onRemove?: (file: ClaimFile) => void;
  /** The id of the file being removed. */
  removing?: number | null;
}) {
  const { t, i18n } = useTranslation();
  const viewer = useOpenClaimFile(source);
  if (files.length === 0)
    return (
      <Typography color="text.secondary" data-testid={`${testId}-empty`}>
        {emptyText}
      </Typography>
    );
  return (
    <>
      <Stack
        component="ul"
        aria-label={label}
        sx={{ listStyle: 'none', p: 0, m: 0, gap: 1 }}
        data-testid={testId}
      >
        {files.map((file) => {
          const Icon = file.mimeType === 'application/pdf' ? DescriptionOutlinedIcon : ImageOutlinedIcon;
          return (
            <Stack
              component="li"
              key={file.id}
              direction="row"
              // With a remove button, the buttons go under the name on a narrow screen, not squeeze it.
              sx={{
                alignItems: 'center',
                gap: 1.5,
                minWidth: 0,
                py: 0.5,
                flexWrap: onRemove ? 'wrap' : 'nowrap',
              }}
              data-testid={`${testId}-file`}
            >
              <Icon aria-hidden color="action" />
              <Box sx={{ flex: onRemove ? '1 1 10rem' : 1, minWidth: 0 }}>
                <Typography sx={{ overflowWrap: 'anywhere' }}>{file.fileName}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('claims.files.meta', {
                    size: fileSize(file.size, i18n.language),
                    date: formatDateTime(file.uploadedAt, i18n.language),
                  })}
                </Typography>
              </Box>
              <Stack direction="row" sx={{ gap: 1, ml: 'auto' }}>
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => void viewer.open(file)}
                  loading={viewer.opening === file.id}
                  aria-label={t('claims.files.openLabel', { name: file.fileName })}
                >
                  {t('claims.files.open')}
                </Button>
                {onRemove ? (
                  <Button
                    size="small"
                    color="error"
                    startIcon={<DeleteOutlineIcon aria-hidden />}
                    onClick={() => onRemove(file)}
                    loading={removing === file.id}
                    disabled={removing !== null && removing !== undefined}
                    aria-label={t('claims.files.removeLabel', { name: file.fileName })}
                    data-testid={`${testId}-remove`}
                  >
                    {t('claims.files.remove')}
                  </Button>
                ) : null}
              </Stack>
            </Stack>
          );
        })}
      </Stack>
      <FilePreviewDialog preview={viewer.preview} onClose={viewer.close} />
    </>
  );
}
