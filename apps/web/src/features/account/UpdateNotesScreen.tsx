import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { useUpdateNotes, type UpdateNote } from './api';
import { AccountPage, LoadError, Loading } from './ui';

function Note({ note }: { note: UpdateNote }) {
  const { t, i18n } = useTranslation();
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
          label={t('account.updateNotes.version', { version: note.VERSION })}
          data-testid="update-note-version"
        />
        <Typography variant="body2" color="text.secondary" component="span">
          <time dateTime={note.date}>{formatDate(note.date, i18n.language, 'long')}</time>
        </Typography>
      </Stack>
      <Box lang="en">
        <Typography variant="h2" id={titleId} sx={{ fontSize: '1.2rem' }} gutterBottom>
          {note.title}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line' }}>{note.body}</Typography>
      </Box>
    </Paper>
  );
}

/** /update-notes: the release notes for employees, newest first, each with its VERSION. */
export function UpdateNotesScreen() {
  const { t, i18n } = useTranslation();
  const notes = useUpdateNotes();
  let body;
  if (notes.isPending) body = <Loading lines={3} />;
  else if (notes.isError) body = <LoadError error={notes.error} onRetry={() => void notes.refetch()} />;
  else if (notes.data.length === 0)
    body = <Typography color="text.secondary">{t('account.updateNotes.empty')}</Typography>;
  else body = notes.data.map((note) => <Note key={note.id} note={note} />);
  return (
    <AccountPage title={t('pages.updateNotes')} maxWidth={720}>
      <Typography color="text.secondary">
        {t('account.updateNotes.intro')}
        {i18n.language.startsWith('fr') ? ` ${t('account.updateNotes.englishOnly')}` : ''}
      </Typography>
      {body}
    </AccountPage>
  );
}
