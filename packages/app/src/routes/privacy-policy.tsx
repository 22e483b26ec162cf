import { legalPage } from './legal-page.tsx';

export const Component = legalPage('privacyPolicy', 'privacy');
