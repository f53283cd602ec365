import { useEffect, useRef, useState } from 'react';

/**
 * The width of an element in CSS pixels, followed as it changes (ResizeObserver); `fallback` until
 * measured (and where there is no ResizeObserver, as in jsdom). For charts drawn at their real size,
 * so their text keeps its size on a phone instead of shrinking with a scaled viewBox.
 */
export function useWidth<T extends HTMLElement>(fallback: number, min = 200) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(min, Math.floor(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [min]);
  return [ref, width] as const;
}
