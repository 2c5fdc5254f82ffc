import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { followLanguagePreference } from '@/app/language';
import { registerPopups } from '@/app/popups';
import { initTheme } from '@/features/theme/theme-store';
import '@/styles/global.css';

initTheme();
registerPopups();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
const mount = root;

// The first render waits for the browser's language (a small chunk, English needs none), so the
// page never flashes in another language first.
void followLanguagePreference().ready.finally(() => {
  createRoot(mount).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
