import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { usePageTitle } from './usePageTitle';

/** A centred card with the page's heading: the frame of public forms and simple pages. */
export function PageCard({
  title,
  children,
  width = 440,
}: {
  title: string;
  children: ReactNode;
  width?: number;
}) {
  usePageTitle(title);
  return (
    <Paper
      variant="outlined"
      sx={{ width: '100%', maxWidth: width, mx: 'auto', my: { xs: 2, sm: 6 }, p: { xs: 2.5, sm: 4 } }}
    >
      <Typography variant="h1" component="h1" gutterBottom tabIndex={-1} id="page-title">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
