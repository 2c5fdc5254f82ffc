// The frame every popup renders: an accessible Radix dialog content with a title, an optional
// description and a close button. The stack supplies the Dialog root, portal and overlay.
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface PopupShellProps {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Forms pass false so a stray click outside does not throw away what was typed. */
  dismissOnOutsideClick?: boolean;
  /** The Loader cannot be dismissed by the user. */
  dismissible?: boolean;
}

export function PopupShell({
  title,
  description,
  children,
  size = 'md',
  dismissOnOutsideClick = true,
  dismissible = true,
}: PopupShellProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Content
      className={`popup popup--${size}`}
      {...(description ? {} : { 'aria-describedby': undefined })}
      onPointerDownOutside={(event) => {
        if (!dismissible || !dismissOnOutsideClick) event.preventDefault();
      }}
      onEscapeKeyDown={(event) => {
        if (!dismissible) event.preventDefault();
      }}
    >
      <header className="popup__header">
        <Dialog.Title className="popup__title">{title}</Dialog.Title>
        {dismissible && (
          <Dialog.Close className="icon-button popup__close" aria-label={t('common.actions.close')}>
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        )}
      </header>
      {description !== undefined && description !== '' && (
        <Dialog.Description asChild>
          <div className="popup__description">{description}</div>
        </Dialog.Description>
      )}
      {children !== undefined && <div className="popup__body">{children}</div>}
    </Dialog.Content>
  );
}
