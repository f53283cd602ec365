import LockIcon from '@mui/icons-material/Lock';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { canSeeToolsMenuItem, isToolsPermission, type ToolsMenuItem } from '@benefits/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useToolsSession } from '../session/store';

/**
 * True when the signed-in staff member holds a permission of the tools item (docs/product §6): the
 * gate's answer, which a screen's queries wait for too (staff without it send no call).
 */
export function useMayUse(item: ToolsMenuItem): boolean {
  const permissions = useToolsSession((s) => s.session?.permissions);
  return canSeeToolsMenuItem((permissions ?? []).filter(isToolsPermission), item);
}

/** What a tools screen shows staff without its permission (the server refuses its calls too). */
export function NotAllowed() {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'flex', gap: 2, alignItems: 'center' }}>
      <LockIcon color="action" aria-hidden />
      <Typography data-testid="not-available">{t('toolsShell.notAllowed')}</Typography>
    </Paper>
  );
}

/** The screen of a tool, or NotAllowed for staff without its permission. */
export function ToolGate({ item, children }: { item: ToolsMenuItem; children: ReactNode }) {
  return useMayUse(item) ? children : <NotAllowed />;
}
