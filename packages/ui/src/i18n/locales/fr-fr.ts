import { enUS, type Messages } from './en-us.ts';

/** French texts are not written yet; product-spec.md section 9 says fr-FR holds English for now. */
export const frFR: Messages = enUS;
