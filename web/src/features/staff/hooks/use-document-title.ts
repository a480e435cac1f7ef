import { useEffect } from 'react';

/** "Requests · Front desk"; with `count`, "(3) Requests · Front desk". */
export function consoleTitle(page: string, count = 0): string {
  return `${count > 0 ? `(${count}) ` : ''}${page} · Front desk`;
}

export function useDocumentTitle(page: string, count = 0): void {
  useEffect(() => {
    document.title = consoleTitle(page, count);
  }, [page, count]);
}
