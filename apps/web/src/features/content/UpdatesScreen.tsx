import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api } from '@benefits/contract';
import {
  paths,
  todayIso,
  UPDATE_AUDIENCES,
  UPDATE_BODY_MAX,
  UPDATE_TITLE_MAX,
  updateProblems,
  updateVersionTaken,
} from '@benefits/domain';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { call } from '../../lib/api/client';
import { formatDate } from '../../lib/format';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { RouterButton } from '../../lib/ui/RouterLink';
import { showSuccess } from '../../lib/ui/snackbar';
import { useOneSubmit } from '../../lib/ui/useOneClick';
import { useUnsavedChanges } from '../../lib/ui/useUnsavedChanges';
import { useUpdates, useUpdatesChanged, type ToolsUpdate } from './api';
import {
  EditorFooter,
  fieldFailures,
  PageColumn,
  QueryItem,
  QueryList,
  Section,
  ToolGate,
  translated,
} from './ui';

function UpdateCard({ note }: { note: ToolsUpdate }) {
  const { t, i18n } = useTranslation();
  const titleId = `update-${note.UPDATEID}-title`;
  const later = note.publishedOn > todayIso(new Date());
  return (
    <Paper
      variant="outlined"
      component="li"
      aria-labelledby={titleId}
      data-testid="tools-update"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip
          size="small"
          color="primary"
          variant="outlined"
          label={t('content.updates.version', { version: note.VERSION })}
        />
        <Chip size="small" label={t(`content.common.audiences.${note.audience}`)} />
        <Typography variant="body2" color="text.secondary" component="span">
          {t(later ? 'content.updates.scheduled' : 'content.updates.published', {
            date: formatDate(note.publishedOn, i18n.language),
          })}
        </Typography>
      </Stack>
      <Typography
        component="h3"
        variant="subtitle1"
        id={titleId}
        sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        {note.title}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {note.body}
      </Typography>
      <Box>
        <RouterButton
          size="small"
          variant="outlined"
          to={paths.tools.update.getHref({ id: String(note.UPDATEID) })}
          aria-label={t('content.updates.editLabel', { version: note.VERSION })}
        >
          {t('content.updates.edit')}
        </RouterButton>
      </Box>
    </Paper>
  );
}

/** The notes, asked for only inside the gate: staff without the permission send no call. */
function UpdateList() {
  const { t } = useTranslation();
  const updates = useUpdates();
  return (
    <QueryList
      query={updates}
      label={t('content.updates.listLabel')}
      empty={t('content.updates.empty')}
      emptyTestId="updates-empty"
      item={(note) => <UpdateCard key={note.UPDATEID} note={note} />}
    />
  );
}

/** /tools/updates: every update note (UPDATEID, VERSION) as a card, newest first. */
export function UpdatesScreen() {
  const { t } = useTranslation();
  return (
    <PageColumn title={t('toolsShell.pages.manageUpdates')} maxWidth={860}>
      <ToolGate item="manageUpdates">
        <Typography color="text.secondary">{t('content.updates.intro')}</Typography>
        <Section
          id="updates"
          title={t('content.updates.listTitle')}
          action={
            <RouterButton
              variant="contained"
              startIcon={<AddIcon aria-hidden />}
              to={paths.tools.update.getHref({ id: 'new' })}
            >
              {t('content.updates.add')}
            </RouterButton>
          }
        >
          <UpdateList />
        </Section>
      </ToolGate>
    </PageColumn>
  );
}

interface UpdateForm {
  VERSION: string;
  title: string;
  body: string;
  titleFr: string;
  bodyFr: string;
  audience: string;
  publishedOn: string;
}
const FIELDS = ['VERSION', 'title', 'body', 'titleFr', 'bodyFr', 'audience', 'publishedOn'];

/**
 * `notes`: the notes saved so far (none while the list loads): a version another note the same people
 * see already has is refused here as the server refuses it.
 */
function UpdateEditor({ note, notes }: { note: ToolsUpdate | null; notes: readonly ToolsUpdate[] }) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const navigate = useNavigate();
  const changed = useUpdatesChanged();
  const [initial] = useState<UpdateForm>(() =>
    note
      ? {
          VERSION: note.VERSION,
          title: note.title,
          body: note.body,
          titleFr: note.titleFr,
          bodyFr: note.bodyFr,
          audience: note.audience,
          publishedOn: note.publishedOn,
        }
      : {
          VERSION: '',
          title: '',
          body: '',
          titleFr: '',
          bodyFr: '',
          audience: 'ALL',
          publishedOn: todayIso(new Date()),
        },
  );
  const [form, setForm] = useState<UpdateForm>(initial);
  // Leaving with the note changed and not saved asks first (decision 0055).
  const unsaved = useUnsavedChanges(JSON.stringify(form) !== JSON.stringify(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof UpdateForm, value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => {
      const { [key]: _, ...rest } = e;
      return rest;
    });
  };
  const back = () => void navigate(paths.tools.updates.path);
  const save = useMutation({
    mutationFn: (input: UpdateForm) =>
      note
        ? call(
            api.toolsUpdatesEdit,
            { UPDATEID: note.UPDATEID, ...input },
            { area: 'tools', snackbar: false },
          )
        : call(api.toolsUpdatesAdd, input, { area: 'tools', snackbar: false }),
    onSuccess: (answer) => {
      unsaved.leave();
      changed(answer);
      showSuccess(tm(answer.message) ?? answer.message);
      back();
    },
    onError: (failure) => setErrors(fieldFailures(failure, tm, FIELDS)),
  });
  const remove = useMutation({
    mutationFn: () =>
      call(api.toolsUpdatesRemove, { UPDATEID: note!.UPDATEID }, { area: 'tools', snackbar: false }),
    onSuccess: (answer) => {
      unsaved.leave();
      changed(answer);
      showSuccess(tm(answer.message) ?? answer.message);
      back();
    },
    onError: (failure) => fieldFailures(failure, tm, []),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { version: versionProblem, ...rest } = updateProblems({ ...form, version: form.VERSION });
    const version =
      versionProblem ??
      updateVersionTaken(
        notes.map((n) => ({ id: n.UPDATEID, version: n.VERSION, audience: n.audience })),
        { version: form.VERSION, audience: form.audience },
        note?.UPDATEID,
      );
    const problems = version ? { VERSION: version, ...rest } : rest;
    if (Object.keys(problems).length > 0) {
      setErrors(translated(problems, tm));
      const first = FIELDS.find((f) => problems[f]);
      if (first) document.getElementById(`update-${first}`)?.focus();
    } else save.mutate(form);
  };
  const field = (key: keyof UpdateForm, label: string, opts: object = {}) => (
    <TextField
      id={`update-${key}`}
      fullWidth
      label={label}
      value={form[key]}
      onChange={(e) => set(key, e.target.value)}
      error={Boolean(errors[key])}
      helperText={errors[key]}
      {...opts}
    />
  );
  // A double click or Enter pressed twice saves the update note once.
  const one = useOneSubmit(submit, save.isPending);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={one.onSubmit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}
    >
      <Section
        id="update-note"
        title={
          note ? t('content.updates.version', { version: note.VERSION }) : t('content.updates.noteSection')
        }
      >
        <Stack sx={{ gap: 2 }}>
          {field('VERSION', t('content.updates.versionLabel'), {
            required: true,
            helperText: errors.VERSION ?? t('content.updates.versionHint'),
            slotProps: { htmlInput: { maxLength: 20 } },
            sx: { maxWidth: 240 },
          })}
          {field('title', t('content.updates.title'), {
            required: true,
            slotProps: { htmlInput: { maxLength: UPDATE_TITLE_MAX } },
          })}
          {field('body', t('content.updates.body'), {
            required: true,
            multiline: true,
            minRows: 4,
            slotProps: { htmlInput: { maxLength: UPDATE_BODY_MAX } },
          })}
          {field('titleFr', t('content.updates.titleFr'), {
            helperText: errors.titleFr ?? t('content.updates.frHint'),
            slotProps: { htmlInput: { maxLength: UPDATE_TITLE_MAX } },
          })}
          {field('bodyFr', t('content.updates.bodyFr'), {
            multiline: true,
            minRows: 3,
            slotProps: { htmlInput: { maxLength: UPDATE_BODY_MAX } },
          })}
          <TextField
            id="update-audience"
            select
            label={t('content.common.audience')}
            value={form.audience}
            onChange={(e) => set('audience', e.target.value)}
            error={Boolean(errors.audience)}
            helperText={errors.audience}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ maxWidth: 320 }}
          >
            {UPDATE_AUDIENCES.map((a) => (
              <option key={a} value={a}>
                {t(`content.common.audiences.${a}`)}
              </option>
            ))}
          </TextField>
          {field('publishedOn', t('content.updates.publishedOn'), {
            type: 'date',
            required: true,
            helperText: errors.publishedOn ?? t('content.updates.publishedOnHint'),
            slotProps: { inputLabel: { shrink: true } },
            sx: { maxWidth: 240 },
          })}
        </Stack>
      </Section>
      <EditorFooter
        saving={one.busy}
        backTo={paths.tools.updates.path}
        remove={
          note
            ? {
                title: t('content.updates.removeTitle', { version: note.VERSION }),
                body: t('content.updates.removeBody'),
                confirmLabel: t('content.updates.removeConfirm'),
                testId: 'remove-update-dialog',
                pending: remove.isPending,
                onRemove: (close) => remove.mutate(undefined, { onError: close }),
              }
            : null
        }
      />
      {unsaved.dialog}
    </Box>
  );
}

function UpdateLoader({ id }: { id: string }) {
  const updates = useUpdates();
  return (
    <QueryItem
      id={id}
      query={updates}
      idOf={(note) => String(note.UPDATEID)}
      lines={3}
      notFoundTestId="update-not-found"
      backTo={paths.tools.updates.path}
      edit={(note) => <UpdateEditor key={note?.UPDATEID ?? 'new'} note={note} notes={updates.data ?? []} />}
    />
  );
}

/** /tools/update/{id} ('new' for a new note): VERSION, title, text (English, optional French), audience, publication day; remove after a confirmation. */
export function UpdateScreen() {
  const { t } = useTranslation();
  const { id = 'new' } = useParams();
  return (
    <PageColumn
      title={id === 'new' ? t('content.updates.newTitle') : t('content.updates.editTitle')}
      maxWidth={760}
    >
      <ToolGate item="manageUpdates">
        <UpdateLoader id={id} />
      </ToolGate>
    </PageColumn>
  );
}
