import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { api, ResponseOf } from '@benefits/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../format';
import { useStoredText } from '../i18n/storedText';
import { LoadError } from './LoadError';
import { Loading } from './Section';

export type UpdateNote = ResponseOf<typeof api.updateNotes>['notes'][number];

function Note({ note, versionLabel }: { note: UpdateNote; versionLabel: (version: string) => string }) {
  const { i18n } = useTranslation();
  const titleId = `note-${note.id}-title`;
  // The note in the language on screen: its French when it has one, as ads (decision 0021).
  const shown = useStoredText();
  const title = shown(note.title, note.titleFr);
  const body = shown(note.body, note.bodyFr);
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
      <Typography
        variant="h2"
        id={titleId}
        lang={title.lang}
        sx={{ fontSize: '1.2rem' }}
        gutterBottom
        data-testid="update-note-title"
      >
        {title.text}
      </Typography>
      <Typography lang={body.lang} sx={{ whiteSpace: 'pre-line' }} data-testid="update-note-body">
        {body.text}
      </Typography>
    </Paper>
  );
}

/**
 * The update notes of /update-notes and /partner/update-notes: newest first, each with its VERSION
 * and date, in the language on screen (the English of a note without French, `englishOnly` then saying
 * so on a French page); loading, failure and an empty state in the caller's words.
 */
export function UpdateNoteList({
  notes,
  empty,
  englishOnly,
  versionLabel,
}: {
  notes: UseQueryResult<UpdateNote[]>;
  empty: string;
  englishOnly: string;
  versionLabel: (version: string) => string;
}) {
  const shown = useStoredText();
  if (notes.isPending) return <Loading lines={3} />;
  if (notes.isError) return <LoadError error={notes.error} onRetry={() => void notes.refetch()} />;
  if (notes.data.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  const someEnglish = notes.data.some((n) => shown(n.title, n.titleFr).lang || shown(n.body, n.bodyFr).lang);
  return (
    <>
      {someEnglish ? (
        <Typography color="text.secondary" data-testid="update-notes-english-only">
          {englishOnly}
        </Typography>
      ) : null}
      {notes.data.map((note) => (
        <Note key={note.id} note={note} versionLabel={versionLabel} />
      ))}
    </>
  );
}
