import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

/** A document kept on file (its name and date, the caller's words) and a button that downloads it. */
export function DocumentOnFile({
  text,
  downloadText,
  downloadLabel,
  onDownload,
  pending,
}: {
  text: string;
  downloadText: string;
  /** The button's accessible name (it names the document). */
  downloadLabel: string;
  onDownload: () => void;
  pending: boolean;
}) {
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <span style={{ overflowWrap: 'anywhere' }}>{text}</span>
      <Button
        size="small"
        startIcon={<DownloadIcon aria-hidden />}
        onClick={onDownload}
        loading={pending}
        aria-label={downloadLabel}
      >
        {downloadText}
      </Button>
    </Stack>
  );
}
