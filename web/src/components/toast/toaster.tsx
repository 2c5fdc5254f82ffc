import { useToastStore } from './toast-store';

export function Toaster() {
  const toasts = useToastStore((state) => state.toasts);
  return (
    <div className="toaster" role="status" aria-live="polite">
      {toasts.map((t) => (
        <p key={t.id} className={`toast toast--${t.tone}`}>
          {t.message}
        </p>
      ))}
    </div>
  );
}
