// Import-Service: choose where the file comes from; closes with the chosen service.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PopupPropsOf } from '@/components/popup/popup-store';
import { PopupShell } from '@/components/popup/popup-shell';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { IMPORT_SERVICES, type ImportService } from '../types';

declare module '@/components/popup/popup-store' {
  interface PopupRegistry {
    'Import-Service': PopupEntry<undefined, ImportService>;
  }
}

export function ImportServicePopup({ close }: PopupPropsOf<'Import-Service'>) {
  const { t } = useTranslation();
  const [service, setService] = useState<ImportService>('lynx');
  return (
    <PopupShell
      title={t('importExport.service.title')}
      description={t('importExport.service.description')}
    >
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          close(service);
        }}
      >
        <ChoiceGroup
          legend={t('importExport.service.legend')}
          name="service"
          options={IMPORT_SERVICES.map(({ value, label }) => ({
            value,
            label,
            hint: t(`importExport.services.${value}`),
          }))}
          value={service}
          onChange={setService}
        />
        <div className="popup__actions">
          <Button onClick={() => close()}>{t('common.actions.cancel')}</Button>
          <Button type="submit" variant="primary">
            {t('importExport.service.next')}
          </Button>
        </div>
      </form>
    </PopupShell>
  );
}

export default ImportServicePopup;
