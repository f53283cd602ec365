import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { UpdateNoteList } from '../../lib/ui/UpdateNoteList';
import { useUpdateNotes } from './api';
import { AccountPage } from './ui';

/** /update-notes: the release notes for employees, newest first, each with its VERSION. */
export function UpdateNotesScreen() {
  const { t } = useTranslation();
  return (
    <AccountPage title={t('pages.updateNotes')} maxWidth={720}>
      <Typography color="text.secondary">{t('account.updateNotes.intro')}</Typography>
      <UpdateNoteList
        notes={useUpdateNotes()}
        empty={t('account.updateNotes.empty')}
        englishOnly={t('account.updateNotes.englishOnly')}
        versionLabel={(version) => t('account.updateNotes.version', { version })}
      />
    </AccountPage>
  );
}
