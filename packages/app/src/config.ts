import type { OperatorDetails } from '@verba/ui';

// Build-time settings (Vite inlines import.meta.env.VITE_*); this module is their only reader.
const env = import.meta.env;

function setting(value: string | undefined, fallback: string): string {
  return value?.trim() || fallback;
}

/** Who runs this Verba instance, for the imprint, terms of service and privacy policy. */
export const operator: OperatorDetails = {
  name: setting(env.VITE_OPERATOR_NAME, 'Verba'),
  address: setting(env.VITE_OPERATOR_ADDRESS, 'Example Street 1, 12345 Example City'),
  email: setting(env.VITE_OPERATOR_EMAIL, 'contact@verba.example'),
};
