import type { Page } from '@playwright/test';

/**
 * Every way text on the page fails to reflow at `width` CSS pixels: the page scrolling sideways, text
 * reaching past the viewport, text cut off by a box that hides its overflow, or spilling out of a button.
 * Text the page hides on purpose (visually hidden labels, the honeypot, closed menus) is left out.
 */
export function reflowProblems(page: Page, width: number): Promise<string[]> {
  return page.evaluate((width) => {
    const problems: string[] = [];
    const scroller = document.scrollingElement ?? document.documentElement;
    if (scroller.scrollWidth > width) problems.push(`the page scrolls sideways: ${scroller.scrollWidth} > ${width}`);

    const describe = (element: Element) => {
      const label = element.getAttribute('class')?.split(' ')[0] ?? '';
      return `<${element.tagName.toLowerCase()}${label ? ` .${label}` : ''}>`;
    };
    const hiddenOnPurpose = (element: Element) => {
      if (element.closest('[aria-hidden="true"]')) return true;
      // A closed <details> draws only its summary, though Chromium still gives the rest of its text boxes
      // (the menu before its script runs).
      const closed = element.closest('details:not([open])');
      if (closed && !element.closest('summary')?.parentElement?.isSameNode(closed)) return true;
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.clip !== 'auto' || style.clipPath !== 'none') return true;
      }
      return false;
    };
    const clips = (value: string) => value !== 'visible';
    const slack = 1;

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, noscript, template, option')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
      if (!rects.length || hiddenOnPurpose(parent)) continue;
      const quote = `"${text.slice(0, 40)}"`;
      for (const rect of rects) {
        if (rect.left < -slack || rect.right > width + slack) {
          problems.push(`${quote} in ${describe(parent)} reaches past the viewport (${rect.left}–${rect.right})`);
        }
        for (let box: Element | null = parent; box && box !== document.body; box = box.parentElement) {
          const style = getComputedStyle(box);
          const edge = box.getBoundingClientRect();
          const sideways = clips(style.overflowX) && (rect.left < edge.left - slack || rect.right > edge.right + slack);
          const cut =
            (style.overflowY === 'hidden' || style.overflowY === 'clip') &&
            (rect.top < edge.top - slack || rect.bottom > edge.bottom + slack);
          const spills =
            box.tagName === 'BUTTON' &&
            (rect.left < edge.left - slack ||
              rect.right > edge.right + slack ||
              rect.top < edge.top - slack ||
              rect.bottom > edge.bottom + slack);
          if (sideways || cut || spills) {
            problems.push(`${quote} in ${describe(parent)} is cut off by ${describe(box)}`);
            break;
          }
        }
      }
    }
    return [...new Set(problems)];
  }, width);
}
