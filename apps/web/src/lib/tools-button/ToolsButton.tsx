import BuildIcon from '@mui/icons-material/Build';
import Fab from '@mui/material/Fab';
import { canSeeToolsButton, TOOLS_BUTTON_HREF } from '@benefits/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLinkBase, useLocation } from 'react-router';
import { storageKey, useToolsSession, type ToolsSession } from '../session/store';

/** The tools token as persisted in local storage right now (another tab may have replaced it). */
function storedToolsToken(): string | null {
  try {
    const raw = localStorage.getItem(storageKey('tools'));
    const token = raw
      ? (JSON.parse(raw) as { state?: { session?: { token?: unknown } } }).state?.session?.token
      : null;
    return typeof token === 'string' ? token : null;
  } catch {
    return null;
  }
}

/** docs/product §2 "Tools shell": whether the floating 'Tools' button shows, by the domain's rule. */
export function toolsButtonVisible(session: ToolsSession | null, now: Date): boolean {
  if (!session) return false;
  return canSeeToolsButton(
    { token: session.token, storedToken: storedToolsToken(), expiry: session.expiry },
    now,
  );
}

/** The longest a browser timer can wait (about 24.8 days); a later expiry is checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;
const systemNow = () => new Date();

/**
 * The floating 'Tools' button linking to /tools/ (docs/product §2). It shows, in any area, while the staff
 * member's tools session is live — the tools token equals the stored one and has not expired — so
 * staff acting on a user's or an agent's account can get back to the tools. It hides itself when the
 * tools session expires or ends (also in another tab).
 */
export function ToolsButton({ now = systemNow }: { now?: () => Date }) {
  const { t } = useTranslation();
  const session = useToolsSession((s) => s.session);
  useLocation(); // re-check on navigation
  const [, setTick] = useState(0);
  const visible = toolsButtonVisible(session, now());

  // Re-render when the session expires, so the button goes away on its own.
  useEffect(() => {
    if (!visible || !session) return;
    const wait = Math.min(Math.max(session.expiry * 1000 - now().getTime(), 0) + 50, MAX_TIMER_MS);
    const timer = setTimeout(() => setTick((n) => n + 1), wait);
    return () => clearTimeout(timer);
  }, [visible, session, now]);

  if (!visible) return null;
  return (
    <Fab
      component={RouterLinkBase}
      to={TOOLS_BUTTON_HREF}
      variant="extended"
      color="secondary"
      size="medium"
      sx={{ position: 'fixed', right: { xs: 16, sm: 24 }, bottom: { xs: 16, sm: 24 }, zIndex: 'speedDial' }}
    >
      <BuildIcon sx={{ mr: 1 }} aria-hidden />
      {t('toolsButton.label')}
    </Fab>
  );
}
