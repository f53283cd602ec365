import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { usePageTitle } from './usePageTitle';

/**
 * The frame of a signed-in screen: a centred column with the page's heading (focus target after
 * navigation) and the document title. `before` goes above the heading (e.g. the claim steps).
 */
export function PageColumn({
  title,
  maxWidth,
  before,
  children,
}: {
  title: string;
  maxWidth: number;
  before?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Stack sx={{ maxWidth, mx: 'auto', py: { xs: 2, sm: 4 }, gap: 3, minWidth: 0 }}>
      {before}
      <Typography variant="h1" id="page-title" tabIndex={-1}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
