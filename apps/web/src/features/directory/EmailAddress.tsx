import Box from '@mui/material/Box';
import { Fragment } from 'react';

/**
 * An e-mail address that wraps only at its parts: before its '@' and each '.' (a `<wbr>`, which
 * copies as nothing), after a hyphen as any text does, and inside a part only when that part alone is
 * wider than the line (`overflow-wrap: break-word`; 'anywhere' cut it mid-word wherever the table
 * squeezed the column, and let the table squeeze it).
 */
export function EmailAddress({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <Box component="span" data-email={email} sx={{ overflowWrap: 'break-word' }}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </Box>
  );
}
