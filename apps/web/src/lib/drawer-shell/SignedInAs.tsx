import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../ui/visuallyHidden';

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 } as const;

/**
 * Who is signed in, for a drawer shell's top bar (`DrawerShell`'s `topBar`): the whole sentence
 * ("Signed in as admin", "Connecté en tant que admin") from the sm breakpoint up; below it, where a
 * 360 px top bar cut the sentence before the name (in French above all), the name alone, cut with an
 * ellipsis if it is long. Screen readers always hear the whole sentence, and the pointer's tooltip
 * (`title`) shows it.
 */
export function SignedInAs({
  name,
  text,
  icon,
  'data-testid': testId,
}: {
  /** The signed-in user's name or username. */
  name: string;
  /** The sentence that says so, in the reader's language, with the name in it. */
  text: string;
  icon?: ReactNode;
  'data-testid'?: string;
}) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Box
      component="span"
      title={text}
      data-testid={testId}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, px: 1 }}
    >
      {icon}
      {narrow ? (
        <>
          <Box component="span" aria-hidden sx={ellipsis} data-testid="signed-in-name">
            {name}
          </Box>
          <Box component="span" sx={visuallyHidden}>
            {text}
          </Box>
        </>
      ) : (
        <Box component="span" sx={ellipsis}>
          {text}
        </Box>
      )}
    </Box>
  );
}
