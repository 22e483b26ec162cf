import { placeholderPage } from './placeholder-page.tsx';

export const Component = placeholderPage('settingsPassword');
