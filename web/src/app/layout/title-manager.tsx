import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { formatTitle, titleFromMatches } from '../title';

/** Keeps document.title in step with the matched route's handle, in the interface's language. */
export function TitleManager() {
  const { t } = useTranslation();
  const matches = useMatches();
  const key = titleFromMatches(matches);
  const title = key ? t(`app.titles.${key}`) : undefined;
  useEffect(() => {
    document.title = formatTitle(title);
  }, [title]);
  return null;
}
