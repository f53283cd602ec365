import { formatNumber } from '../format';
import { languageOf } from '@benefits/domain';

/**
 * A file size for people: '812 KB', '1.4 MB' (Ko / Mo in French), in the user's number format. A few
 * bytes are '1 KB'; an empty file is '0 KB' (it said '1 KB', hiding why it is refused).
 */
export function fileSize(bytes: number, language: string): string {
  const french = languageOf(language) === 'fr';
  if (bytes < 1024 * 1024) {
    const kb = bytes <= 0 ? 0 : Math.max(1, Math.round(bytes / 1024));
    return `${formatNumber(kb, language)} ${french ? 'Ko' : 'KB'}`;
  }
  return `${formatNumber(bytes / (1024 * 1024), language, { maximumFractionDigits: 1 })} ${french ? 'Mo' : 'MB'}`;
}
