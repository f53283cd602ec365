import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { todayIso } from '@benefits/domain';
import type { ReactNode } from 'react';
import { NotAllowed, useMayUse } from '../../lib/tools-access/ToolGate';
import { usePageTitle } from '../../lib/ui/usePageTitle';
import type { Range } from './api';

/**
 * The frame of the Sales Report and Transfer Details: the h1 and intro, and the content only for a
 * staff member whose permissions show the Sales Report item (PERMIT_SALES_REPORT; the server refuses
 * the calls either way).
 */
export function SalesPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  usePageTitle(title);
  const allowed = useMayUse('salesReport');
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
        <NotAllowed />
      )}
    </Stack>
  );
}

/** January 1st of last year to today: this year's sales beside last year's. */
export const salesDefaultRange = (today = todayIso()): Range => ({
  startdate: `${Number(today.slice(0, 4)) - 1}-01-01`,
  enddate: today,
});
