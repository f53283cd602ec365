import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, type Endpoint, type RequestOf } from '@benefits/contract';
import {
  addDays,
  adminRemovalProblem,
  changeDateProblem,
  compareIsoDates,
  DIRECTORY_MESSAGES as M,
  isAllowedOneTimeCents,
  ONE_TIME_REASON_MAX,
  oneTimeBalanceProblem,
  pendingReductionsCents,
  signedDollarsToCents,
  terminationProblem,
  todayIso,
} from '@benefits/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { newRequestId } from '../../lib/api/requestId';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { ConfirmDialog, NoticeDialog } from '../../lib/ui/ConfirmDialog';
import { ResponsiveDialog } from '../../lib/ui/ResponsiveDialog';
import { useOneClick } from '../../lib/ui/useOneClick';
import {
  requestProblems,
  useClassificationChoices,
  useDivisionChoices,
  useEmployeeChange,
  type Employee,
} from './api';
import { useMoney } from './format';

/** What the screen opens for an employee. */
export type DialogKind =
  | 'name'
  | 'division'
  | 'classChange'
  | 'oneTime'
  | 'terminate'
  | 'cancelTermination'
  | 'toggleAdmin'
  | 'removeClassChange'
  | { removeOneTime: number };

type Errors = Record<string, string | undefined>;

const fullName = (e: Employee) => `${e.FIRST_NAME} ${e.LAST_NAME}`;

function SaveActions({ onClose, busy, label }: { onClose: () => void; busy: boolean; label?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Button onClick={onClose}>{t('directory.dialogs.cancel')}</Button>
      <Button type="submit" variant="contained" loading={busy}>
        {label ?? t('directory.dialogs.save')}
      </Button>
    </>
  );
}

/** A form dialog's field with its message. */
function Field({
  id,
  label,
  value,
  onChange,
  error,
  help,
  type,
  autoFocus,
  children,
  max,
  min,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  help?: string;
  type?: 'date';
  autoFocus?: boolean;
  children?: ReactNode;
  max?: string;
  min?: string;
}) {
  return (
    <TextField
      fullWidth
      margin="normal"
      required
      id={id}
      label={label}
      value={value}
      type={type}
      autoFocus={autoFocus}
      select={children !== undefined}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error ?? help}
      slotProps={{
        ...(children !== undefined ? { select: { native: true } } : {}),
        inputLabel: { shrink: true },
        htmlInput: type === 'date' ? { min, max } : { maxLength: ONE_TIME_REASON_MAX },
      }}
    >
      {children}
    </TextField>
  );
}

/** Translates the messages of a check and keeps only the failing ones. */
function useChecked() {
  const tm = useTranslateMessage();
  return (found: Record<string, string | null | undefined>): Errors =>
    Object.fromEntries(
      Object.entries(found)
        .filter(([, v]) => Boolean(v))
        .map(([k, v]) => [k, tm(v!) ?? v!]),
    );
}

const blank = (errors: Errors) => Object.values(errors).every((e) => !e);

/**
 * A change dialog's form: `submit(data, found)` shows the problems found before sending (the
 * contract's own checks and the dialog's), translated, and sends only when there are none; the
 * server's field messages land in the same `errors`. The dialog closes once the change is saved.
 * The sending is held by useOneClick, the checks are not (a Save refused by them takes the next one
 * at once): a double click on Save or a second Enter (two submits before the screen hears that the
 * first is pending) sends once, and Save is `busy` until the change settles.
 */
function useEmployeeForm<E extends Endpoint>(endpoint: E, onClose: () => void) {
  const checked = useChecked();
  const [errors, setErrors] = useState<Errors>({});
  const save = useEmployeeChange(endpoint, { onDone: onClose, onFields: setErrors });
  const send = useOneClick((data: RequestOf<E>) => save.mutate(data), save.isPending);
  const submit = (data: RequestOf<E>, found: Record<string, string | null | undefined> = {}) => {
    if (send.busy) return;
    const problems = checked(found);
    setErrors(problems);
    if (blank(problems)) send.onClick(data);
  };
  return { errors, submit, busy: send.busy };
}

function NameDialog({ employee, onClose }: { employee: Employee; onClose: () => void }) {
  const { t } = useTranslation();
  const [first, setFirst] = useState(employee.FIRST_NAME);
  const [last, setLast] = useState(employee.LAST_NAME);
  const { errors, submit: send, busy } = useEmployeeForm(api.employerChangeEmployeeName, onClose);
  const data = { employeeId: employee.ID, FIRST_NAME: first, LAST_NAME: last };
  const submit = () => send(data, requestProblems(api.employerChangeEmployeeName, data));
  return (
    <ResponsiveDialog
      open
      onClose={onClose}
      onSubmit={submit}
      title={t('directory.dialogs.nameTitle', { name: fullName(employee) })}
      testId="name-dialog"
      actions={<SaveActions onClose={onClose} busy={busy} />}
    >
      <Field
        autoFocus
        id="employee-first-name"
        label={t('directory.dialogs.firstName')}
        value={first}
        onChange={setFirst}
        error={errors.FIRST_NAME}
      />
      <Field
        id="employee-last-name"
        label={t('directory.dialogs.lastName')}
        value={last}
        onChange={setLast}
        error={errors.LAST_NAME}
      />
    </ResponsiveDialog>
  );
}

function DivisionDialog({ employee, onClose }: { employee: Employee; onClose: () => void }) {
  const { t } = useTranslation();
  const divisions = useDivisionChoices();
  const [value, setValue] = useState(String(employee.division?.divisionId ?? ''));
  const { errors, submit, busy } = useEmployeeForm(api.employerChangeEmployeeDivision, onClose);
  return (
    <ResponsiveDialog
      open
      onClose={onClose}
      onSubmit={() => submit({ employeeId: employee.ID, divisionId: value === '' ? null : Number(value) })}
      title={t('directory.dialogs.divisionTitle', { name: fullName(employee) })}
      testId="division-dialog"
      actions={<SaveActions onClose={onClose} busy={busy} />}
    >
      <Field
        autoFocus
        id="employee-division"
        label={t('directory.dialogs.division')}
        value={value}
        onChange={setValue}
        error={errors.divisionId}
      >
        <option value="">{t('directory.dialogs.noDivision')}</option>
        {(divisions.data ?? []).map((d) => (
          <option key={d.divisionId} value={d.divisionId}>
            {d.divisionName}
          </option>
        ))}
      </Field>
    </ResponsiveDialog>
  );
}

function ClassChangeDialog({ employee, onClose }: { employee: Employee; onClose: () => void }) {
  const { t } = useTranslation();
  const today = todayIso();
  const choices = useClassificationChoices();
  const [value, setValue] = useState('');
  const [date, setDate] = useState(today);
  const { errors, submit: send, busy } = useEmployeeForm(api.employerClassChangeAdd, onClose);
  const current = employee.classification;
  const submit = () => {
    const problem = changeDateProblem(date, today);
    send(
      { employeeId: employee.ID, newClassificationId: Number(value), changeDate: date },
      {
        newClassificationId: value === '' ? M.classificationRequired : null,
        changeDate: problem ? M[problem] : null,
      },
    );
  };
  return (
    <ResponsiveDialog
      open
      onClose={onClose}
      onSubmit={submit}
      title={t('directory.dialogs.classTitle', { name: fullName(employee) })}
      testId="class-change-dialog"
      actions={<SaveActions onClose={onClose} busy={busy} />}
    >
      <Typography color="text.secondary">
        {t('directory.dialogs.currentClass', { name: current?.classificationName ?? t('directory.none') })}
      </Typography>
      <Field
        autoFocus
        id="employee-new-class"
        label={t('directory.dialogs.newClass')}
        value={value}
        onChange={setValue}
        error={errors.newClassificationId}
      >
        <option value="">{t('directory.dialogs.chooseClass')}</option>
        {(choices.data ?? [])
          .filter((c) => c.classificationId !== current?.classificationId)
          .map((c) => (
            <option key={c.classificationId} value={c.classificationId}>
              {c.classificationName}
            </option>
          ))}
      </Field>
      <Field
        id="employee-class-date"
        type="date"
        label={t('directory.dialogs.changeDate')}
        value={date}
        onChange={setDate}
        error={errors.changeDate}
        help={t('directory.dialogs.dateHelp')}
        min={addDays(today, -365)}
        max={addDays(today, 365)}
      />
    </ResponsiveDialog>
  );
}

/**
 * Whether a one-time change of `cents` on `date` would take the employee's HSA below $0.00, said
 * before asking the server when the screen knows the balance it applies to: a date in the plan year
 * the directory's balance is of (the server, which decides, checks every date, domain
 * oneTimeBalanceProblem).
 */
function balanceProblem(employee: Employee, cents: number, date: string): string | null {
  const { start, end } = employee.planYear;
  const inPlanYear = (d: string) => compareIsoDates(d, start) >= 0 && compareIsoDates(d, end) <= 0;
  if (employee.hsaBalanceCents === null || !isAllowedOneTimeCents(cents) || !inPlanYear(date)) return null;
  const waiting = employee.pendingOneTimeChanges.filter((o) => inPlanYear(o.changeDate));
  return oneTimeBalanceProblem({
    amountCents: cents,
    balanceCents: employee.hsaBalanceCents,
    pendingCents: pendingReductionsCents(waiting.map((o) => o.changeAmountCents)),
  });
}

function OneTimeDialog({ employee, onClose }: { employee: Employee; onClose: () => void }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const today = todayIso();
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState(today);
  const [reason, setReason] = useState('');
  // One request ID per opening of the dialog (decision 0024): the change sent again (a double click,
  // a Save after an answer lost on the way back) is answered by the first instead of changing the
  // balance twice. Nothing is kept for an ID until the server has made the change, so a refused
  // Save corrected and sent again is still a first request.
  const [requestId] = useState(newRequestId);
  const { errors, submit: send, busy } = useEmployeeForm(api.employerOtcChangeAdd, onClose);
  const submit = () => {
    const data = {
      employeeId: employee.ID,
      changeAmountCents: signedDollarsToCents(amount) ?? 0,
      changeDate: date,
      changeReason: reason,
      requestId,
    };
    const problem = changeDateProblem(date, today);
    const fields = requestProblems(api.employerOtcChangeAdd, data);
    send(data, {
      ...fields,
      changeAmountCents: fields.changeAmountCents ?? balanceProblem(employee, data.changeAmountCents, date),
      changeDate: problem ? M[problem] : null,
    });
  };
  return (
    <ResponsiveDialog
      open
      onClose={onClose}
      onSubmit={submit}
      title={t('directory.dialogs.oneTimeTitle', { name: fullName(employee) })}
      testId="one-time-dialog"
      actions={<SaveActions onClose={onClose} busy={busy} />}
    >
      {errors.requestId ? <Typography color="error">{errors.requestId}</Typography> : null}
      <Typography color="text.secondary">
        {t('directory.dialogs.currentBalance', {
          amount: employee.hsaBalanceCents === null ? '—' : money(employee.hsaBalanceCents),
        })}
      </Typography>
      <Field
        autoFocus
        id="employee-otc-amount"
        label={t('directory.dialogs.amount')}
        value={amount}
        onChange={setAmount}
        error={errors.changeAmountCents}
        help={t('directory.dialogs.amountHelp')}
      />
      <Field
        id="employee-otc-date"
        type="date"
        label={t('directory.dialogs.changeDate')}
        value={date}
        onChange={setDate}
        error={errors.changeDate}
        help={t('directory.dialogs.dateHelp')}
        min={addDays(today, -365)}
        max={addDays(today, 365)}
      />
      <Field
        id="employee-otc-reason"
        label={t('directory.dialogs.reason')}
        value={reason}
        onChange={setReason}
        error={errors.changeReason}
      />
    </ResponsiveDialog>
  );
}

function TerminateDialog({
  employee,
  selfId,
  onClose,
}: {
  employee: Employee;
  selfId: number | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const today = todayIso();
  const [date, setDate] = useState(today);
  const { errors, submit: send, busy } = useEmployeeForm(api.employeeTerminate, onClose);
  // Why it cannot be done, said before asking (the server's rule; the company's last administrator
  // is counted, and refused, by the server only).
  const why =
    selfId === undefined
      ? null
      : terminationProblem({
          actorId: selfId,
          employeeId: employee.ID,
          isAdmin: employee.GROUP_ADMIN === 'Y' || employee.NON_MEMBER_ADMIN_ONLY === 'Y',
          otherAdmins: null,
          terminated: employee.TERMINATED_FLAG === 'Y',
          terminationDate: employee.terminationDate,
        });
  if (why) {
    return (
      <NoticeDialog
        onClose={onClose}
        title={t('directory.dialogs.cannotTerminateTitle')}
        testId="terminate-dialog"
        closeLabel={t('directory.dialogs.close')}
      >
        {tm(M[why])}
      </NoticeDialog>
    );
  }
  const submit = () => {
    const problem = changeDateProblem(date, today, 'termination');
    send({ employeeId: employee.ID, termDate: date }, { termDate: problem ? M[problem] : null });
  };
  return (
    <ResponsiveDialog
      open
      onClose={onClose}
      onSubmit={submit}
      title={t('directory.dialogs.terminateTitle', { name: fullName(employee) })}
      testId="terminate-dialog"
      actions={
        <>
          <Button onClick={onClose}>{t('directory.dialogs.cancel')}</Button>
          <Button type="submit" color="error" variant="contained" loading={busy}>
            {t('directory.dialogs.terminateConfirm')}
          </Button>
        </>
      }
    >
      <Typography>{t('directory.dialogs.terminateBody')}</Typography>
      <Field
        autoFocus
        id="employee-termination-date"
        type="date"
        label={t('directory.dialogs.terminationDate')}
        value={date}
        onChange={setDate}
        error={errors.termDate}
        min={addDays(today, -365)}
        max={addDays(today, 365)}
      />
    </ResponsiveDialog>
  );
}

function CancelTerminationDialog({ employee, onClose }: { employee: Employee; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useEmployeeChange(api.employeeCancelTerminate, { onDone: onClose });
  return (
    <ConfirmDialog
      onClose={onClose}
      title={t('directory.dialogs.cancelTerminationTitle', { name: fullName(employee) })}
      testId="cancel-termination-dialog"
      cancelLabel={t('directory.dialogs.keepTermination')}
      confirmLabel={t('directory.dialogs.cancelTerminationConfirm')}
      onConfirm={() => save.mutate({ employeeId: employee.ID })}
      pending={save.isPending}
    >
      {t('directory.dialogs.cancelTerminationBody')}
    </ConfirmDialog>
  );
}

function ToggleAdminDialog({
  employee,
  selfId,
  onClose,
}: {
  employee: Employee;
  selfId: number | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const save = useEmployeeChange(api.employerToggleBcStatus, { onDone: onClose });
  const name = fullName(employee);
  const removing = employee.GROUP_ADMIN === 'Y';
  // Why it cannot be done, said before trying (the server refuses the same).
  const removal =
    removing && selfId !== undefined
      ? adminRemovalProblem({ actorId: selfId, employeeId: employee.ID, otherAdmins: null })
      : null;
  const why = employee.NON_MEMBER_ADMIN_ONLY === 'Y' ? M.nonMemberAdmin : removal ? M[removal] : null;
  if (why) {
    return (
      <NoticeDialog
        onClose={onClose}
        title={t('directory.dialogs.cannotRemoveAdminTitle')}
        testId="toggle-admin-dialog"
        closeLabel={t('directory.dialogs.close')}
      >
        {tm(why)}
      </NoticeDialog>
    );
  }
  return (
    <ConfirmDialog
      onClose={onClose}
      title={t(removing ? 'directory.dialogs.removeAdminTitle' : 'directory.dialogs.grantAdminTitle', {
        name,
      })}
      testId="toggle-admin-dialog"
      cancelLabel={t('directory.dialogs.cancel')}
      confirmLabel={t(
        removing ? 'directory.dialogs.removeAdminConfirm' : 'directory.dialogs.grantAdminConfirm',
      )}
      onConfirm={() => save.mutate({ employeeId: employee.ID })}
      pending={save.isPending}
    >
      {t(removing ? 'directory.dialogs.removeAdminBody' : 'directory.dialogs.grantAdminBody', { name })}
    </ConfirmDialog>
  );
}

function RemoveClassChangeDialog({ employee, onClose }: { employee: Employee; onClose: () => void }) {
  const { t } = useTranslation();
  const { date } = useMoney();
  const save = useEmployeeChange(api.employerClassChangeRemove, { onDone: onClose });
  const pending = employee.pendingClassChange;
  if (!pending) return null;
  return (
    <ConfirmDialog
      onClose={onClose}
      title={t('directory.dialogs.removePendingTitle')}
      testId="remove-pending-dialog"
      cancelLabel={t('directory.dialogs.cancel')}
      confirmLabel={t('directory.dialogs.removePendingConfirm')}
      onConfirm={() => save.mutate({ classChangeId: pending.classChangeId })}
      pending={save.isPending}
    >
      {t('directory.dialogs.removeClassBody', {
        name: fullName(employee),
        class: pending.classificationName,
        date: date(pending.changeDate),
      })}
    </ConfirmDialog>
  );
}

function RemoveOneTimeDialog({
  employee,
  otcChangeId,
  onClose,
}: {
  employee: Employee;
  otcChangeId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { money, date } = useMoney();
  const save = useEmployeeChange(api.employerOtcChangeRemove, { onDone: onClose });
  const pending = employee.pendingOneTimeChanges.find((p) => p.otcChangeId === otcChangeId);
  if (!pending) return null;
  return (
    <ConfirmDialog
      onClose={onClose}
      title={t('directory.dialogs.removePendingTitle')}
      testId="remove-pending-dialog"
      cancelLabel={t('directory.dialogs.cancel')}
      confirmLabel={t('directory.dialogs.removePendingConfirm')}
      onConfirm={() => save.mutate({ otcChangeId })}
      pending={save.isPending}
    >
      {t('directory.dialogs.removeOneTimeBody', {
        name: fullName(employee),
        amount: money(pending.changeAmountCents),
        date: date(pending.changeDate),
      })}
    </ConfirmDialog>
  );
}

/** The dialog the screen has open for an employee. */
export function EmployeeDialog({
  kind,
  employee,
  selfId,
  onClose,
}: {
  kind: DialogKind;
  employee: Employee;
  selfId: number | undefined;
  onClose: () => void;
}) {
  const props = { employee, onClose };
  if (typeof kind === 'object') return <RemoveOneTimeDialog {...props} otcChangeId={kind.removeOneTime} />;
  switch (kind) {
    case 'name':
      return <NameDialog {...props} />;
    case 'division':
      return <DivisionDialog {...props} />;
    case 'classChange':
      return <ClassChangeDialog {...props} />;
    case 'oneTime':
      return <OneTimeDialog {...props} />;
    case 'terminate':
      return <TerminateDialog {...props} selfId={selfId} />;
    case 'cancelTermination':
      return <CancelTerminationDialog {...props} />;
    case 'toggleAdmin':
      return <ToggleAdminDialog {...props} selfId={selfId} />;
    case 'removeClassChange':
      return <RemoveClassChangeDialog {...props} />;
  }
}
