// Settings → Profile: the interface language. Saved on the account, so it follows the person to
// every browser; "the browser's language" clears it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toast/toast-store';
import { SelectField } from '@/components/ui/field';
import { isLanguageCode, LANGUAGES } from '@/i18n/languages';
import { useAccount, useAccountStore } from '@/lib/account/account-store';
import { updateLanguage } from '../api/update-language';

const BROWSER = 'browser';

export function LanguageCard() {
  const { t } = useTranslation();
  const account = useAccount();
  const updateAccount = useAccountStore((state) => state.updateAccount);
  const [saving, setSaving] = useState(false);
  if (!account) return null;

  const change = async (value: string) => {
    const language = isLanguageCode(value) ? value : null;
    setSaving(true);
    const answer = await updateLanguage(language);
    setSaving(false);
    if (!answer.success) return toast(answer.message || t('settings.language.failed'));
    updateAccount({ language });
    // Said after the switch, so it reads in the language just chosen.
    toast(t('settings.language.saved'));
  };

  return (
    <section className="card" aria-labelledby="language-heading">
      <h2 id="language-heading" className="card__title">
        {t('settings.language.title')}
      </h2>
      <SelectField
        label={t('settings.language.label')}
        hint={t('settings.language.hint')}
        value={isLanguageCode(account.language) ? account.language : BROWSER}
        disabled={saving}
        options={[
          { value: BROWSER, label: t('settings.language.browser') },
          ...LANGUAGES.map((language) => ({ value: language.code, label: language.name })),
        ]}
        onChange={(event) => void change(event.target.value)}
      />
    </section>
  );
}
