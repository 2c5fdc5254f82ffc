// The Loader popup: a blocking, non-dismissible spinner shown while a long action runs.
import { definePopup, type PopupProps } from './popup-store';
import { PopupShell } from './popup-shell';

export interface LoaderData {
  label?: string;
}

export function LoaderContent({ label = 'Loading…' }: LoaderData) {
  return (
    <PopupShell title={label} size="sm" dismissible={false}>
      <div className="loader" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        <span className="visually-hidden">{label}</span>
      </div>
    </PopupShell>
  );
}

function LoaderPopup({ data }: PopupProps<LoaderData | undefined, never>) {
  return <LoaderContent label={data?.label} />;
}

export default definePopup(LoaderPopup);
