import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { api } from '@benefits/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api/client';
import { showSuccess } from '../../lib/ui/snackbar';
import type { Dependant } from './api';
import { reportFailure } from './failures';
import { useAccountMessage } from './messages';
import { ResponsiveDialog } from './ResponsiveDialog';

/** Asks before removing a dependant ('Successfully removed Dependant' once done, docs/product §8). */
export function RemoveDependantDialog({
  open,
  dependant,
  onClose,
  onRemoved,
}: {
  open: boolean;
  dependant: Dependant;
  onClose: () => void;
  onRemoved: (dependants: Dependant[]) => void;
}) {
  const { t } = useTranslation();
  const tm = useAccountMessage();
  const name = `${dependant.depFirstName} ${dependant.depLastName}`;
  const remove = useMutation({
    mutationFn: () => call(api.employeeDependantDelete, { depId: dependant.depId }, { snackbar: false }),
    onSuccess: (answer) => {
      onRemoved(answer.dependants);
      showSuccess(tm(answer.message) ?? answer.message);
      onClose();
    },
    onError: (error) => reportFailure(error, tm),
  });
  return (
    <ResponsiveDialog
      open={open}
      onClose={onClose}
      title={t('account.dependants.removeTitle', { name })}
      testId="remove-dialog"
      actions={
        <>
          <Button onClick={onClose} autoFocus>
            {t('account.common.cancel')}
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => remove.mutate()}
            loading={remove.isPending}
          >
            {t('account.dependants.removeConfirm')}
          </Button>
        </>
      }
    >
      <Typography>{t('account.dependants.removeBody', { name })}</Typography>
    </ResponsiveDialog>
  );
}
