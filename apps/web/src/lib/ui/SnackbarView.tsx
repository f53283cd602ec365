import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from './snackbar';

/** The snackbar itself (MUI Snackbar and Alert): failures are red (filled error alert) at bottom centre. */
export function SnackbarView() {
  const { t } = useTranslation();
  const current = useSnackbar((s) => s.current);
  const open = useSnackbar((s) => s.open);
  const hide = useSnackbar((s) => s.hide);
  return (
    <Snackbar
      key={current?.id}
      open={open && current !== null}
      anchorOrigin={current?.position ?? { vertical: 'bottom', horizontal: 'center' }}
      autoHideDuration={current?.severity === 'error' ? 8000 : 5000}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') hide();
      }}
    >
      {current ? (
        <Alert
          onClose={hide}
          closeText={t('app.close')}
          severity={current.severity}
          variant="filled"
          sx={{ width: '100%' }}
          data-testid="snackbar"
        >
          {current.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
