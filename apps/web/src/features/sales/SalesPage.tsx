import LockIcon from '@mui/icons-material/Lock';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { canSeeToolsMenuItem, isToolsPermission, todayIso } from '@benefits/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useToolsSession } from '../../lib/session/store';
import { usePageTitle } from '../../lib/ui/usePageTitle';
import type { Range } from './api';

/**
 * The frame of the Sales Report and Transfer Details: the h1 and intro, and the content only for a
 * staff member whose permissions show the Sales Report item (PERMIT_SALES_REPORT; the server refuses
 * the calls either way).
 */
export function SalesPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const { t } = useTranslation();
  usePageTitle(title);
  const permissions = useToolsSession((s) => s.session?.permissions);
  const allowed = canSeeToolsMenuItem((permissions ?? []).filter(isToolsPermission), 'salesReport');
  return (
    <Stack sx={{ maxWidth: 1100, mx: 'auto', py: { xs: 2, sm: 4 }, gap: 3, minWidth: 0 }}>
      <Typography variant="h1" id="page-title" tabIndex={-1}>
        {title}
      </Typography>
      {allowed ? (
        <>
          <Typography color="text.secondary">{intro}</Typography>
          {children}
        </>
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'flex', gap: 2, alignItems: 'center' }}>
          <LockIcon color="action" aria-hidden />
          <Typography data-testid="not-allowed">{t('sales.notAllowed')}</Typography>
        </Paper>
      )}
    </Stack>
  );
}

/** January 1st of last year to today: this year's sales beside last year's. */
export const salesDefaultRange = (today = todayIso()): Range => ({
  startdate: `${Number(today.slice(0, 4)) - 1}-01-01`,
  enddate: today,
});
