// Import-Service: choose where the file comes from; closes with the chosen service.
import { useState } from 'react';
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
  const [service, setService] = useState<ImportService>('lynx');
  return (
    <PopupShell title="Import links" description="Which service is the file from?">
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          close(service);
        }}
      >
        <ChoiceGroup
          legend="Service"
          name="service"
          options={IMPORT_SERVICES.map(({ value, label, description }) => ({
            value,
            label,
            hint: description,
          }))}
          value={service}
          onChange={setService}
        />
        <div className="popup__actions">
          <Button onClick={() => close()}>Cancel</Button>
          <Button type="submit" variant="primary">
            Next
          </Button>
        </div>
      </form>
    </PopupShell>
  );
}

export default ImportServicePopup;
