import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { UpdateNoteList } from '../../lib/ui/UpdateNoteList';
import { usePartnerNotes } from './api';
import { PageColumn } from './ui';

/** /partner/update-notes: the update notes published for partners (and everyone), newest first, each with its VERSION. */
export function PartnerUpdateNotesScreen() {
  const { t } = useTranslation();
  return (
    <PageColumn title={t('partnerShell.pages.updateNotes')} maxWidth={720}>
      <Typography color="text.secondary">{t('content.partnerNotes.intro')}</Typography>
      <UpdateNoteList
        notes={usePartnerNotes()}
        empty={t('content.partnerNotes.empty')}
        englishOnly={t('content.partnerNotes.englishOnly')}
        versionLabel={(version) => t('content.partnerNotes.version', { version })}
      />
    </PageColumn>
  );
}
