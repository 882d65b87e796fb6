import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { expect } from 'vitest';

/** Renders a page inside a MemoryRouter at the given URL (pages read the query string). */
export function renderAt(page: ReactNode, url = '/'): RenderResult {
  return render(<MemoryRouter initialEntries={[url]}>{page}</MemoryRouter>);
}

/** Every heading in document order, as `h<level> text`, so a failure shows the whole outline. */
export function headingOutline(root: ParentNode): string[] {
  return Array.from(root.querySelectorAll('h1, h2, h3, h4, h5, h6'), (heading) => {
    return `${heading.tagName.toLowerCase()} ${heading.textContent.trim()}`;
  });
}

/** One `h1`, first; each later heading at most one level deeper than the one before it. */
export function expectSoundOutline(root: ParentNode): void {
  const outline = headingOutline(root);
  const levels = outline.map((entry) => Number(entry.charAt(1)));
  expect(
    levels.filter((level) => level === 1),
    outline.join('\n'),
  ).toHaveLength(1);
  expect(levels[0], outline.join('\n')).toBe(1);
  levels.forEach((level, index) => {
    const previous = levels[index - 1] ?? 0;
    expect(level, `"${outline[index] ?? ''}" skips a level`).toBeLessThanOrEqual(previous + 1);
  });
}

/** The texts of every text node under `root` (plus the document title) that still hold a `{`. */
export function unfilledTexts(root: Node): string[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const found: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.textContent?.includes('{')) found.push(node.textContent);
  }
  if (document.title.includes('{')) found.push(document.title);
  return found;
}

/** The page's visible text with whitespace collapsed, for looking up facts across elements. */
export function pageText(root: HTMLElement): string {
  return root.textContent.replace(/\s+/g, ' ');
}
