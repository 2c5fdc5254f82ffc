// Small helpers built on the Information and Loader popups.
import type { ReactNode } from 'react';
import { i18n } from '@/i18n';
import type { InformationData } from './information-popup';
import { popups } from './popup-store';

export function showInformation(data: InformationData) {
  return popups.open('Information', data);
}

/** A plain message with one primary "Okay" button that closes it. */
export function showMessage(title: string, description: ReactNode) {
  return showInformation({
    title,
    description,
    buttons: [
      { name: i18n.t('components.popup.okay'), type: 'primary', action: ({ close }) => close() },
    ],
  });
}

export interface ConfirmOptions {
  title: string;
  description?: ReactNode;
  confirmName?: string;
  danger?: boolean;
}

/** Resolves true when the user confirms, false when they cancel or dismiss. */
export async function confirmAction(options: ConfirmOptions): Promise<boolean> {
  const answer = await showInformation({
    title: options.title,
    description: options.description,
    buttons: [
      {
        name: i18n.t('common.actions.cancel'),
        type: 'secondary',
        action: ({ close }) => close(false),
      },
      {
        name: options.confirmName ?? i18n.t('common.actions.confirm'),
        type: options.danger ? 'danger' : 'primary',
        action: ({ close }) => close(true),
      },
    ],
  });
  return answer === true;
}

/** Shows the Loader popup while `task` runs. */
export async function withLoader<T>(task: () => Promise<T>, label?: string): Promise<T> {
  const loader = popups.open('Loader', { label });
  try {
    return await task();
  } finally {
    popups.close(loader.id);
  }
}
