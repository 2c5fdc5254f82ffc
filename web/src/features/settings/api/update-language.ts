// PATCH /api/auth/language {language} (`changeOwnLanguage`): the account's interface language,
// or null to follow the browser's.
import { api } from '@/lib/api-client';
import type { LanguageCode } from '@/i18n/languages';

export const updateLanguage = (language: LanguageCode | null) =>
  api.patch('/api/auth/language', { language });
