import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { setupI18n } from './i18n/setup';
import './ui/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('Glide needs an element with id "root".');

await setupI18n();
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
