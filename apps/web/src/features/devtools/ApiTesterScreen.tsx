import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { API_PREFIX, api } from '@benefits/contract';
import { MESSAGES } from '@benefits/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { useToolsSession } from '../../lib/session/store';
import { Facts } from '../../lib/ui/Facts';
import { useApiRoutes, useApiTest, type TesterCall, type TesterOutcome } from './api';
import { DevtoolsPage } from './DevtoolsPage';

/** The path the tester starts with: the liveness check, which anyone may call. */
const EXAMPLE_PATH = api.alive.path;

/** The body as sent: the parsed JSON, or the parser's message. */
function parseBody(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  if (text.trim() === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** The form's request as it would be sent (a POST's body as parsed: spacing is not a change). */
function sameRequest(
  sent: TesterCall,
  form: { path: string; method: 'GET' | 'POST'; body: string; withToken: boolean },
): boolean {
  if (sent.path !== form.path.trim() || sent.method !== form.method || sent.withToken !== form.withToken) {
    return false;
  }
  if (form.method === 'GET') return true;
  const parsed = parseBody(form.body);
  return parsed.ok && JSON.stringify(parsed.value) === JSON.stringify(sent.body);
}

/** The spec's message for an outcome (docs/product §8): code 0, a non-zero code, a network failure. */
function outcomeMessage(outcome: TesterOutcome): {
  severity: 'success' | 'error';
  text: string;
  extra?: string;
} {
  if (outcome.kind === 'network') {
    return { severity: 'error', text: MESSAGES.apiTestNetworkFailure, extra: outcome.error };
  }
  return outcome.code === 0
    ? { severity: 'success', text: MESSAGES.apiTestSuccessful }
    : { severity: 'error', text: MESSAGES.apiTestFail };
}

/**
 * /tools/api-tester: any path by GET or POST (paths of the contract offered as you type), a JSON
 * body checked before sending, the staff member's own token or none; the status, the answer and the
 * spec's message (decision 0032). Each call is written to the staff log.
 */
export function ApiTesterScreen() {
  const { t } = useTranslation();
  return (
    <DevtoolsPage title={t('devtools.tester.title')} intro={t('devtools.tester.intro')} menuKey="apiTester">
      <ApiTester />
    </DevtoolsPage>
  );
}

/** The tester, inside the page's gate: staff without the permission send no call (not even the routes'). */
function ApiTester() {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const routes = useApiRoutes();
  const token = useToolsSession((s) => s.session?.token);
  const test = useApiTest();
  const [path, setPath] = useState(EXAMPLE_PATH);
  const [method, setMethod] = useState<'GET' | 'POST'>('GET');
  const [body, setBody] = useState('{}');
  const [withToken, setWithToken] = useState(true);
  const [errors, setErrors] = useState<{ path?: string; body?: string }>({});

  const known = routes.data?.routes ?? [];
  const route = known.find((r) => r.path === path);
  const paths = [...new Set(known.map((r) => r.path))];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseBody(body);
    const found: { path?: string; body?: string } = {};
    if (!path.trim().startsWith('/')) found.path = t('devtools.tester.pathRequired');
    if (method === 'POST' && !parsed.ok)
      found.body = t('devtools.tester.bodyInvalid', { error: parsed.error });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    test.mutate({ path: path.trim(), method, body: parsed.ok ? parsed.value : {}, withToken, token });
  };

  const outcome = test.data;
  const message = outcome ? outcomeMessage(outcome) : undefined;
  // The answer shown is the last request's: once the form asks something else (another path, method,
  // body or token choice, even while that request was on its way), it is marked as the previous one's.
  const sent = test.variables;
  const previous = sent !== undefined && !sameRequest(sent, { path, method, body, withToken });
  const sentRequest = sent
    ? t(sent.withToken ? 'devtools.tester.request' : 'devtools.tester.requestNoToken', {
        method: sent.method,
        path: sent.path,
      })
    : '';

  return (
    <>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
          <Autocomplete
            freeSolo
            options={paths}
            inputValue={path}
            onInputChange={(_event, value) => setPath(value)}
            onChange={(_event, value) => {
              const picked = known.find((r) => r.path === value);
              if (picked) setMethod(picked.method);
            }}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('devtools.tester.pathLabel')}
                required
                error={Boolean(errors.path)}
                helperText={
                  errors.path ?? t('devtools.tester.pathHelp', { prefix: API_PREFIX, example: EXAMPLE_PATH })
                }
              />
            )}
          />
          <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography id="tester-method">{t('devtools.tester.method')}</Typography>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={method}
              aria-labelledby="tester-method"
              onChange={(_event, value: 'GET' | 'POST' | null) => value && setMethod(value)}
            >
              <ToggleButton value="GET">GET</ToggleButton>
              <ToggleButton value="POST">POST</ToggleButton>
            </ToggleButtonGroup>
            <FormControlLabel
              control={
                <Checkbox checked={withToken} onChange={(event) => setWithToken(event.target.checked)} />
              }
              label={t('devtools.tester.withToken')}
            />
          </Stack>
          {method === 'POST' ? (
            <>
              <TextField
                id="tester-body"
                label={t('devtools.tester.body')}
                multiline
                minRows={4}
                value={body}
                onChange={(event) => setBody(event.target.value)}
                error={Boolean(errors.body)}
                helperText={errors.body}
                slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
              />
              {route ? (
                <Box>
                  <Button size="small" onClick={() => setBody(JSON.stringify(route.example, null, 2))}>
                    {t('devtools.tester.useExample')}
                  </Button>
                </Box>
              ) : null}
            </>
          ) : null}
          <Box>
            <Button type="submit" variant="contained" loading={test.isPending}>
              {t('devtools.tester.send')}
            </Button>
          </Box>
        </Box>
      </Paper>
      {outcome && message ? (
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="tester-answer-title"
          data-testid="tester-outcome"
          data-previous={previous ? 'true' : undefined}
          sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, minWidth: 0 }}
        >
          <Typography
            variant="h2"
            id="tester-answer-title"
            data-testid="tester-request"
            sx={{ fontSize: '1.1rem', overflowWrap: 'anywhere' }}
          >
            {t(previous ? 'devtools.tester.answerToPrevious' : 'devtools.tester.answerTo', {
              request: sentRequest,
            })}
          </Typography>
          {previous ? (
            <Alert severity="warning" data-testid="tester-previous">
              {t('devtools.tester.requestChanged')}
            </Alert>
          ) : null}
          <Alert severity={message.severity} data-testid="tester-message">
            {tm(message.text)}
            {message.extra ? ` ${message.extra}` : ''}
          </Alert>
          {outcome.kind === 'answer' ? (
            <>
              <Facts
                items={[
                  { label: t('devtools.tester.status'), value: outcome.status, testId: 'tester-status' },
                  { label: t('devtools.tester.code'), value: outcome.code ?? '—', testId: 'tester-code' },
                ]}
              />
              <Box
                component="pre"
                aria-label={t('devtools.tester.answer')}
                tabIndex={0}
                data-testid="tester-answer"
                sx={{
                  m: 0,
                  p: 1,
                  bgcolor: 'action.hover',
                  borderRadius: 1,
                  overflow: 'auto',
                  fontSize: 12,
                  maxHeight: 480,
                }}
              >
                {outcome.answer}
              </Box>
            </>
          ) : null}
        </Paper>
      ) : null}
    </>
  );
}
