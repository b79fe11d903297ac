import { useEffect, useRef } from 'react';

/**
 * The offers' links (components/home/products.tsx) lead to the form; once this script runs, pressing one
 * also hands the form the offer's line, instead of only jumping to it.
 */
export function useOrderLinks(onOrder: (line: string) => void) {
  const latest = useRef(onOrder);
  useEffect(() => {
    latest.current = onOrder;
  });
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-order-line]') : null;
      const line = link?.dataset.orderLine;
      if (!line) return;
      event.preventDefault();
      latest.current(line);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
}
