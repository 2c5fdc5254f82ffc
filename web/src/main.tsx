import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/i18n';
import { App } from '@/app/app';
import { followLanguagePreference } from '@/app/language';
import { registerPopups } from '@/app/popups';
import { initTheme } from '@/features/theme/theme-store';
import '@/styles/global.css';

initTheme();
followLanguagePreference();
registerPopups();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
