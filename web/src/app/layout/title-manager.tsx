import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { formatTitle, titleFromMatches } from '../title';

/** Keeps document.title in step with the matched route's handle. */
export function TitleManager() {
  const matches = useMatches();
  const title = titleFromMatches(matches);
  useEffect(() => {
    document.title = formatTitle(title);
  }, [title]);
  return null;
}
