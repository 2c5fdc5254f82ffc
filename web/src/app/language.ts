// Keeps the interface in the preferred language: the account's setting once someone is logged
// in, the browser's languages before that (and after logging out), English otherwise.
import { applyLanguage, preferredLanguage } from '@/i18n';
import { useAccountStore } from '@/lib/account/account-store';

/** Starts following; `ready` settles once the first language is shown. */
export function followLanguagePreference(): { ready: Promise<void>; stop: () => void } {
  const ready = applyLanguage(preferredLanguage(useAccountStore.getState().account?.language));
  const stop = useAccountStore.subscribe((state, previous) => {
    const language = state.account?.language;
    if (language !== previous.account?.language || !state.account !== !previous.account) {
      void applyLanguage(preferredLanguage(language));
    }
  });
  return { ready, stop };
}
