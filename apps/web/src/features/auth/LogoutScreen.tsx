import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { dropAllData, dropAreaData } from '../../lib/api/cache';
import { clearAllSessions } from '../../lib/session/store';
import { AREA_ROUTES, reasonOf, returnOf, withReason, type Area } from '../../lib/session/areas';
import { usePageTitle } from '../../lib/ui/usePageTitle';
import { signOut } from './api';

/** /logout, /partner/logout, /tools/logout: end the area's session, then go to its login (docs/product §4). */
export function LogoutScreen({ area }: { area: Area }) {
  const { t } = useTranslation();
  usePageTitle(t('logout.signingOut'));
  const navigate = useNavigate();
  // An expired session's page comes back once signed in again (app/guards RequireSession), and the
  // sign-in says why the app ended the session (lib/api/client, lib/session-warning).
  const { search } = useLocation();
  const next = returnOf(search);
  const reason = reasonOf(search);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut(area).finally(() => {
      dropAreaData(area);
      void navigate(withReason(AREA_ROUTES[area].login, area, next, reason), { replace: true });
    });
  }, [area, navigate, next, reason]);
  return (
    <Stack role="status" sx={{ alignItems: 'center', gap: 2, py: 8 }}>
      <CircularProgress aria-hidden />
      <Typography>{t('logout.signingOut')}</Typography>
    </Stack>
  );
}

/** /refresh: reset the whole state to empty (theme and language stay), then go to the login. */
export function RefreshScreen() {
  const { t } = useTranslation();
  usePageTitle(t('refresh.title'));
  const navigate = useNavigate();
  useEffect(() => {
    clearAllSessions();
    dropAllData();
    void navigate(AREA_ROUTES.employee.login, { replace: true });
  }, [navigate]);
  return (
    <Stack role="status" sx={{ alignItems: 'center', py: 8 }}>
      <Typography>{t('refresh.body')}</Typography>
    </Stack>
  );
}
