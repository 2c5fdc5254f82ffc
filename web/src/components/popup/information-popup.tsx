// The Information popup (docs/dashboard.md#information): a title, a description and buttons, each with a name, a
// type and an action. A button without an action closes the popup with its name.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from '@/components/ui/button';
import type { PopupPropsOf } from './popup-store';
import { PopupShell } from './popup-shell';

export interface InformationButton {
  name: string;
  type?: ButtonVariant;
  action?: (popup: { id: string; close: (value?: unknown) => void }) => void | Promise<void>;
}

export interface InformationData {
  title: string;
  /** Plain text (server messages) or a node built by the caller; never raw HTML. */
  description?: ReactNode;
  buttons?: InformationButton[];
}

declare module '@/components/popup/popup-store' {
  interface PopupRegistry {
    Information: PopupEntry<InformationData, unknown>;
  }
}

export function InformationPopup({ id, data, close }: PopupPropsOf<'Information'>) {
  const { t } = useTranslation();
  const buttons = data.buttons?.length
    ? data.buttons
    : [{ name: t('components.popup.okay'), type: 'primary' as const }];
  return (
    <PopupShell title={data.title} description={data.description} size="sm">
      <div className="popup__actions">
        {buttons.map((button, index) => (
          <Button
            key={`${button.name}-${index}`}
            variant={button.type ?? 'secondary'}
            // The primary (last) button takes focus, like a native alert.
            autoFocus={button.type === 'primary'}
            onClick={() => {
              if (button.action) void button.action({ id, close });
              else close(button.name);
            }}
          >
            {button.name}
          </Button>
        ))}
      </div>
    </PopupShell>
  );
}

export default InformationPopup;
