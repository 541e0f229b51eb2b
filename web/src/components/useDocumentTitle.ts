/** Sets the browser tab title while the calling page is shown, always as '<Page> · Atrium'. */
import { useEffect } from 'react';

const SUFFIX = ' · Atrium';

/** '<Page> · Atrium', whether or not the page already wrote the product's name. */
export function documentTitleOf(title: string): string {
  const page = title.trim();
  if (!page || page === 'Atrium') return 'Atrium';
  return page.endsWith(SUFFIX) ? page : `${page}${SUFFIX}`;
}

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = documentTitleOf(title);
    return () => {
      document.title = previous;
    };
  }, [title]);
}
