// Import-Service: choose where the file comes from; closes with the chosen service.
import { useState } from 'react';
import type { PopupPropsOf } from '@/components/popup/popup-store';
import { PopupShell } from '@/components/popup/popup-shell';
import { Button } from '@/components/ui/button';
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
        <fieldset className="choice-group">
          <legend className="field__label">Service</legend>
          {IMPORT_SERVICES.map((option) => (
            <label key={option.value} className="choice">
              <input
                type="radio"
                name="service"
                value={option.value}
                checked={service === option.value}
                onChange={() => setService(option.value)}
              />
              <span>
                <span className="choice__title">{option.label}</span>
                <span className="choice__hint">{option.description}</span>
              </span>
            </label>
          ))}
        </fieldset>
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
