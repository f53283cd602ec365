import AttachFileIcon from '@mui/icons-material/AttachFile';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { checkUpload } from '@benefits/domain';
import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fileSize } from '../claims/fileSize';
import { useTranslateMessage } from '../i18n/messages';

/** The picker's words, in the user's language, from the feature that shows it. */
export interface DocumentPickerText {
  intro: string;
  chooseFile: string;
  takePhoto: string;
  removeFile: string;
  /** 'Selected: {{name}} ({{size}})' filled in. */
  selected: (name: string, size: string) => string;
}

/**
 * Picks the void cheque or bank letter (docs/product §5 "Receipts and banking documents"): JPEG, PNG or PDF
 * up to 5 MB, checked in the browser with the domain's checkUpload (kind 'document') before anything
 * is sent; the server checks the bytes again. On a phone a second button opens the camera directly;
 * the file button also offers the camera there (accept image/* or PDF). Shared by the employee's
 * banking details, the company's business banking and the partner's banking information.
 */
export function DocumentPicker({
  file,
  error,
  disabled,
  onChange,
  text,
}: {
  text: DocumentPickerText;
  file: File | null;
  /** The message (English, from the domain or the server) to show, if any. */
  error: string | undefined;
  disabled?: boolean;
  /** The chosen file when it passes the check, else null with the message. */
  onChange: (file: File | null, error: string | undefined) => void;
}) {
  const { i18n } = useTranslation();
  const tm = useTranslateMessage();
  const touch = useMediaQuery('(pointer: coarse)');
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Let the same file be chosen again after a removal or a failed check.
    event.target.value = '';
    if (!chosen) return;
    const problem = checkUpload({ name: chosen.name, type: chosen.type, size: chosen.size }, [], 'document');
    if (problem) onChange(null, problem);
    else onChange(chosen, undefined);
  };

  return (
    <Box>
      <Typography id="document-intro" color="text.secondary" sx={{ mb: 1 }}>
        {text.intro}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
        <Button
          variant="outlined"
          startIcon={<AttachFileIcon aria-hidden />}
          disabled={disabled}
          onClick={() => fileInput.current?.click()}
          aria-describedby="document-intro"
          data-testid="choose-document"
        >
          {text.chooseFile}
        </Button>
        {touch ? (
          <Button
            variant="outlined"
            startIcon={<PhotoCameraIcon aria-hidden />}
            disabled={disabled}
            onClick={() => cameraInput.current?.click()}
          >
            {text.takePhoto}
          </Button>
        ) : null}
        {/* Out of sight and of the accessibility tree: the buttons above open them. */}
        <input
          ref={fileInput}
          type="file"
          accept="image/*,application/pdf"
          onChange={pick}
          disabled={disabled}
          hidden
          data-testid="document-input"
        />
        <input
          ref={cameraInput}
          type="file"
          accept="image/*"
          capture="environment"
          onChange={pick}
          disabled={disabled}
          hidden
        />
      </Stack>
      {file ? (
        <Stack
          direction="row"
          sx={{ mt: 1, gap: 1, alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }}
          data-testid="chosen-document"
        >
          <Typography sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {text.selected(file.name, fileSize(file.size, i18n.language))}
          </Typography>
          <Button size="small" onClick={() => onChange(null, undefined)} disabled={disabled}>
            {text.removeFile}
          </Button>
        </Stack>
      ) : null}
      {error ? (
        <FormHelperText error role="alert" data-testid="document-error" sx={{ fontSize: '0.875rem' }}>
          {tm(error)}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
