import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { SESSION_WARNING_SECONDS } from '@benefits/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLinkBase } from 'react-router';
import { ApiError, call } from '../api/client';
import { refs } from '../api/refs';
import { AREA_ROUTES, type Area } from '../session/areas';
import { getSession } from '../session/store';
import { formatCountdown } from './countdown';

/** The dialog of the session warning: the countdown, 'Extend Session', and Logout. */
export function SessionWarningDialog({ area, secondsLeft }: { area: Area; secondsLeft: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  const [pending, setPending] = useState(false);
  const [atLimit, setAtLimit] = useState(false);

  const extend = async () => {
    setPending(true);
    setAtLimit(false);
    try {
      // The answer's TOKEN_EXPIRY moves the stored expiry (lib/api/client), which closes this dialog.
      const answer = await call(refs.extendToken, {}, { area });
      const expiry = getSession(area)?.expiry ?? answer.TOKEN_EXPIRY;
      // A session at its absolute lifetime cannot move further: say so instead of doing nothing.
      if (expiry * 1000 - Date.now() <= SESSION_WARNING_SECONDS * 1000) setAtLimit(true);
    } catch (error) {
      // A failure is in the snackbar already (FORCE_LOGOUT has left for the logout route).
      if (!(error instanceof ApiError)) console.error(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      // No onClose: the user answers with a button; a click outside or Escape does not dismiss it.
      slotProps={{ paper: { role: 'alertdialog' } }}
      data-testid="session-warning"
    >
      <DialogTitle id={titleId}>{t('sessionWarning.title')}</DialogTitle>
      <DialogContent>
        <Typography id={bodyId}>{t('sessionWarning.body')}</Typography>
        <Typography
          variant="h2"
          component="p"
          role="timer"
          aria-label={t('sessionWarning.timeLeft', { time: formatCountdown(secondsLeft) })}
          data-testid="session-countdown"
          sx={{ mt: 2, fontVariantNumeric: 'tabular-nums', textAlign: 'center', fontSize: '2.5rem' }}
        >
          {formatCountdown(secondsLeft)}
        </Typography>
        {atLimit ? (
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('sessionWarning.atLimit')}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button component={RouterLinkBase} to={AREA_ROUTES[area].logout} replace>
          {t('sessionWarning.logout')}
        </Button>
        <Button variant="contained" onClick={() => void extend()} loading={pending} autoFocus>
          {t('sessionWarning.extend')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
