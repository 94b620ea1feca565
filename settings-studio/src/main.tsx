import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StudioIntro } from './studio-intro';
import './studio.css';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <StudioIntro />
    </StrictMode>,
  );
}
