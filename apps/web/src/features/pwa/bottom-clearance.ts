import { useEffect, useState, type RefObject } from 'react';

/**
 * Keeps an overlay at the bottom of the screen (the install banner) clear of a page's own bottom
 * bar (issue 19: it covered mobile broadcast's "Send til studioskjermen"). No page has to tell
 * it anything: a bar is any element fixed or sticky against the bottom edge, found where the
 * bottom edge is (elementsFromPoint) or marked `data-bottom-bar` / `data-hide-with-keyboard`
 * (decision record 009 asks new bottom bars to carry the latter). The overlay sits above the
 * tallest, and the page gets room below its content so nothing in the flow stays hidden under it.
 */

const BAR_SELECTOR = '[data-bottom-bar], [data-hide-with-keyboard]';
/** How often the bars are looked for again while the overlay shows (a bar may appear late). */
const RECHECK_MS = 750;

function isPinned(element: Element): boolean {
  const position = getComputedStyle(element).position;
  return position === 'fixed' || position === 'sticky';
}

/** Height above the bottom edge that the page's own bars take, in px. */
export function bottomBarClearance(overlay: Element | null, doc: Document = document): number {
  const height = doc.defaultView?.innerHeight ?? 0;
  const width = doc.defaultView?.innerWidth ?? 0;
  const candidates = new Set<Element>(doc.querySelectorAll(BAR_SELECTOR));
  if (typeof doc.elementsFromPoint === 'function' && height > 0) {
    for (const x of [0.2, 0.5, 0.8]) {
      for (const hit of doc.elementsFromPoint(width * x, height - 2)) {
        if (overlay?.contains(hit)) continue;
        for (let el: Element | null = hit; el && el !== doc.body && el !== doc.documentElement; el = el.parentElement) {
          if (isPinned(el)) {
            candidates.add(el);
            break;
          }
        }
      }
    }
  }
  let clearance = 0;
  for (const candidate of candidates) {
    if (overlay && (overlay.contains(candidate) || candidate.contains(overlay))) continue;
    const rect = candidate.getBoundingClientRect();
    // Only what reaches down to the bottom edge and shows is in the way.
    if (rect.height <= 0 || rect.bottom < height - 2 || rect.top >= height) continue;
    // A full-screen layer pinned to the edges (a display, a sheet) is a page, not a bar.
    if (rect.height > height * 0.4) continue;
    clearance = Math.max(clearance, Math.round(height - rect.top));
  }
  return clearance;
}

/** While `active`: the px the overlay must stay above the bottom edge; the page gets its height as room below. */
export function useBottomClearance(active: boolean, overlay: RefObject<HTMLElement | null>): number {
  const [clearance, setClearance] = useState(0);
  useEffect(() => {
    if (!active) {
      setClearance(0);
      return;
    }
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setClearance(bottomBarClearance(overlay.current)));
    };
    setClearance(bottomBarClearance(overlay.current));
    const timer = window.setInterval(measure, RECHECK_MS);
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.clearInterval(timer);
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure);
    };
  }, [active, overlay]);

  // Room below the page's content for the overlay, so the last things on the page can be scrolled clear of it.
  useEffect(() => {
    const element = overlay.current;
    if (!active || !element) return;
    const body = document.body;
    const before = body.style.paddingBottom;
    const apply = () => {
      body.style.paddingBottom = `${element.offsetHeight + clearance}px`;
    };
    apply();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(apply) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      body.style.paddingBottom = before;
    };
  }, [active, clearance, overlay]);

  return clearance;
}
