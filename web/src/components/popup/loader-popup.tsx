// The Loader popup: a blocking, non-dismissible spinner shown while a long action runs.
import { useTranslation } from 'react-i18next';
import type { PopupPropsOf } from './popup-store';
import { PopupShell } from './popup-shell';

export interface LoaderData {
  label?: string;
}

declare module '@/components/popup/popup-store' {
  interface PopupRegistry {
    Loader: PopupEntry<LoaderData | undefined, never>;
  }
}

export function LoaderContent({ label: given }: LoaderData) {
  const { t } = useTranslation();
  const label = given ?? t('common.loading');
  return (
    <PopupShell title={label} size="sm" dismissible={false}>
      <div className="loader" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        <span className="visually-hidden">{label}</span>
      </div>
    </PopupShell>
  );
}

function LoaderPopup({ data }: PopupPropsOf<'Loader'>) {
  return <LoaderContent label={data?.label} />;
}

export default LoaderPopup;
