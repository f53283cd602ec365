import { relativeTime } from '@benefits/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format';

/** The current time, updated every `intervalMs` so relative times move on while a page stays open. */
function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * docs/product §9: 'Just now' up to centuries, translated with plurals; the exact date and time is the
 * element's `dateTime` and its tooltip. A date the client cannot read is shown as it came.
 */
export function RelativeTime({ value }: { value: string }) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  let text: string;
  let exact: string | undefined;
  try {
    const { key, count } = relativeTime(value, now);
    text = key === 'justNow' ? t('notifications.time.justNow') : t(`notifications.time.${key}`, { count });
    exact = formatDateTime(value, i18n.language);
  } catch {
    text = value;
  }
  return (
    <time dateTime={value} title={exact}>
      {text}
    </time>
  );
}
