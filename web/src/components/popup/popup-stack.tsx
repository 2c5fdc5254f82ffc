// Renders the popup stack: one modal Radix dialog per record, the newest on top. Radix keeps a
// global layer stack, so Escape and focus trapping apply to the topmost dialog only.
import * as Dialog from '@radix-ui/react-dialog';
import { Suspense, useEffect } from 'react';
import { LoaderContent } from './loader-popup';
import { usePopupStore, type PopupName, type PopupRecord, type PopupResult } from './popup-store';

/** Mounted next to the popup inside its Suspense boundary, so it runs once the component loaded. */
function MarkLoaded({ id }: { id: string }) {
  const markLoaded = usePopupStore((state) => state.markLoaded);
  useEffect(() => markLoaded(id), [id, markLoaded]);
  return null;
}

/** Generic over the name, so the component is handed the data of its own record. */
function PopupContent<K extends PopupName>({
  popup,
  close,
}: {
  popup: PopupRecord<K>;
  close: (value?: PopupResult<K>) => void;
}) {
  const Component = popup.component;
  return <Component id={popup.id} data={popup.data} close={close} />;
}

function PopupLayer({ popup }: { popup: PopupRecord }) {
  const close = usePopupStore((state) => state.close);
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) close(popup.id);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="popup-overlay" />
        <Suspense fallback={<LoaderContent />}>
          <PopupContent popup={popup} close={(value) => close(popup.id, value)} />
          <MarkLoaded id={popup.id} />
        </Suspense>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function PopupStack() {
  const stack = usePopupStore((state) => state.popups);
  return (
    <>
      {stack.map((popup) => (
        <PopupLayer key={popup.id} popup={popup} />
      ))}
    </>
  );
}
