// Renders the popup stack: one modal Radix dialog per record, the newest on top. Radix keeps a
// global layer stack, so Escape and focus trapping apply to the topmost dialog only.
import * as Dialog from '@radix-ui/react-dialog';
import { Suspense, useEffect } from 'react';
import { LoaderContent } from './loader-popup';
import { usePopupStore, type PopupRecord } from './popup-store';

/** Mounted next to the popup inside its Suspense boundary, so it runs once the component loaded. */
function MarkLoaded({ id }: { id: string }) {
  const markLoaded = usePopupStore((state) => state.markLoaded);
  useEffect(() => markLoaded(id), [id, markLoaded]);
  return null;
}

function PopupLayer({ popup }: { popup: PopupRecord }) {
  const close = usePopupStore((state) => state.close);
  const Component = popup.component;
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
          <Component id={popup.id} data={popup.data} close={(value) => close(popup.id, value)} />
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
