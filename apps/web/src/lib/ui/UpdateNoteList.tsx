import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { api, ResponseOf } from '@benefits/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../format';
import { LoadError } from './LoadError';
import { Loading } from './Section';

export type UpdateNote = ResponseOf<typeof api.updateNotes>['notes'][number];

function Note({ note, versionLabel }: { note: UpdateNote; versionLabel: (version: string) => string }) {
  const { i18n } = useTranslation();
  const titleId = `note-${note.id}-title`;
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      data-testid="update-note"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Chip
          size="small"
          color="primary"
          variant="outlined"
          label={versionLabel(note.VERSION)}
          data-testid="update-note-version"
        />
        <Typography variant="body2" color="text.secondary" component="span">
          <time dateTime={note.date}>{formatDate(note.date, i18n.language, 'long')}</time>
        </Typography>
      </Stack>
      {/* Notes are written in English only (the screens say so in French). */}
      <Box lang="en">
        <Typography variant="h2" id={titleId} sx={{ fontSize: '1.2rem' }} gutterBottom>
          {note.title}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line' }}>{note.body}</Typography>
      </Box>
    </Paper>
  );
}

/**
 * The update notes of /update-notes and /partner/update-notes: newest first, each with its VERSION
 * and date; loading, failure and an empty state in the caller's words.
 */
export function UpdateNoteList({
  notes,
  empty,
  versionLabel,
}: {
  notes: UseQueryResult<UpdateNote[]>;
  empty: string;
  versionLabel: (version: string) => string;
}) {
  if (notes.isPending) return <Loading lines={3} />;
  if (notes.isError) return <LoadError error={notes.error} onRetry={() => void notes.refetch()} />;
  if (notes.data.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <>
      {notes.data.map((note) => (
        <Note key={note.id} note={note} versionLabel={versionLabel} />
      ))}
    </>
  );
}
