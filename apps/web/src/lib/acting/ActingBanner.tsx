import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { paths } from '@benefits/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { dropAreaData } from '../api/cache';
import { call } from '../api/client';
import { refs } from '../api/refs';
import { sessionStores, useAreaSession } from '../session/store';

const FORGET_ACTING = 'forgetActing';

/**
 * On the tools page Stop returns to: forgets the employee or partner session staff stopped acting
 * in (named by the navigation's state), once this page is the one on screen.
 */
export function useForgetStoppedActing(): void {
  const location = useLocation();
  const area = (location.state as Record<string, unknown> | null)?.[FORGET_ACTING];
  useEffect(() => {
    if (area !== 'employee' && area !== 'partner') return;
    sessionStores[area].getState().clear();
    dropAreaData(area);
  }, [area]);
}

/**
 * Decision 0030: on every screen of the employee and partner areas while a staff member acts for
 * the account, "Alex Morgan (staff) is acting for Olivia Tremblay (100001)" and Stop. Stop ends the
 * acting session on the server (logged as the staff member's), forgets it here, and returns to
 * /tools/login-account (the tools session is untouched).
 */
export function ActingBanner({ area }: { area: 'employee' | 'partner' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const acting = useAreaSession(area)?.acting;
  const [stopping, setStopping] = useState(false);
  if (!acting) return null;

  const stop = async () => {
    setStopping(true);
    try {
      await call(refs.toolsAccessUserStop, {}, { area, snackbar: false });
    } catch {
      // Already ended on the server (the tools session ended, or it expired): forget it all the same.
    }
    // Leave the area first: with its session gone, its guard would send the page to its login. The
    // session is forgotten by the tools page once it is on screen (useForgetStoppedActing): until
    // then this area's screens may still be the ones shown, while the tools route loads.
    await navigate(paths.tools.loginAccount.getHref(), { replace: true, state: { [FORGET_ACTING]: area } });
  };

  return (
    <Alert
      severity="warning"
      icon={<SupervisorAccountIcon aria-hidden />}
      data-testid="acting-banner"
      role="status"
      sx={{ mt: { xs: 1.5, sm: 2 }, alignItems: 'center', '& .MuiAlert-action': { pt: 0 } }}
      action={
        <Button
          color="inherit"
          variant="outlined"
          size="small"
          disabled={stopping}
          onClick={() => void stop()}
          aria-label={t('actingBanner.stopLabel', { name: acting.subjectName })}
          data-testid="acting-stop"
        >
          {t('actingBanner.stop')}
        </Button>
      }
    >
      {t('actingBanner.text', { staff: acting.staffName, name: acting.subjectName, id: acting.subjectId })}
    </Alert>
  );
}
