import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A labelled list of values (a <dl>), two columns on wide screens, stacked on phones. */
export function Facts({ items }: { items: { label: string; value: ReactNode; testId?: string }[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, max-content) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1.5 },
        m: 0,
        '& dt': { color: 'text.secondary', fontWeight: 500 },
        '& dd': { m: 0, mb: { xs: 1.5, sm: 0 }, fontVariantNumeric: 'tabular-nums' },
      }}
    >
      {items.map((item) => (
        <Box key={item.label} sx={{ display: 'contents' }}>
          <dt>{item.label}</dt>
          <dd data-testid={item.testId}>{item.value}</dd>
        </Box>
      ))}
    </Box>
  );
}
