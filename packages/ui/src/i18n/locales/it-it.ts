import { enUS, type Messages } from './en-us.ts';

/** Italian texts are not written yet; product-spec.md section 9 says it-IT holds English for now. */
export const itIT: Messages = enUS;
