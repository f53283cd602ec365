import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled part of the form, labelled by its heading. */
export function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={`${id}-title`} data-testid={id} sx={{ mt: 3 }}>
      <Typography variant="h2" id={`${id}-title`} sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
