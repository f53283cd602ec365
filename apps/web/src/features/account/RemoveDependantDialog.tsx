import { api } from '@benefits/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api/client';
import { ConfirmDialog } from '../../lib/ui/ConfirmDialog';
import { showSuccess } from '../../lib/ui/snackbar';
import type { Dependant } from './api';
import { reportFailure } from '../../lib/forms';
import { useAccountMessage } from './messages';

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
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={t('account.dependants.removeTitle', { name })}
      testId="remove-dialog"
      cancelLabel={t('account.common.cancel')}
      confirmLabel={t('account.dependants.removeConfirm')}
      onConfirm={() => remove.mutate()}
      pending={remove.isPending}
    >
      {t('account.dependants.removeBody', { name })}
    </ConfirmDialog>
  );
}
