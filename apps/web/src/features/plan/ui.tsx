import Box from '@mui/material/Box';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/client';
import { reportFailure } from '../../lib/forms';
import { useTranslateMessage } from '../../lib/i18n/messages';

/** The user's language, as the formatters take it. */
export function useLanguage(): string {
  return useTranslation().i18n.language;
}

/**
 * A change's failure: its field messages (translated) beside the fields, else its general message in
 * the red snackbar.
 */
export function useFieldFailures() {
  const tm = useTranslateMessage();
  const [fields, setFields] = useState<Record<string, string>>({});
  return {
    message: (field: string) => tm(fields[field]),
    clear: () => setFields({}),
    /** Messages found before asking the server (the domain's rules), beside their fields. */
    show: (found: Record<string, string>) => setFields(found),
    report: (error: unknown) => {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        setFields(error.fields);
        // The general message says what to do as a whole; the fields say where.
        reportFailure(error, tm);
      } else {
        setFields({});
        reportFailure(error, tm);
      }
    },
  };
}

/** A list of cards, one per row, readable at 360 px (rather than a squeezed table). */
export function CardList({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      data-testid={testId}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
    >
      {children}
    </Box>
  );
}

export function Card({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Box
      component="li"
      data-testid={testId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, py: 1.25, minWidth: 0 }}
    >
      {children}
    </Box>
  );
}
