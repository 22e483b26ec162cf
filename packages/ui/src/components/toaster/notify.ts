import { toast } from 'react-toastify/unstyled';

/** product-spec.md section 9: the toasts the app raises close after 3 s. */
export const NOTIFY_AUTO_CLOSE = 3000;

/** Shows a toast; the same store as api-client's showError, so both land in the one <Toaster>. */
export const notify = {
  info: (message: string) => toast.info(message, { autoClose: NOTIFY_AUTO_CLOSE }),
  success: (message: string) => toast.success(message, { autoClose: NOTIFY_AUTO_CLOSE }),
  error: (message: string) => toast.error(message, { autoClose: NOTIFY_AUTO_CLOSE }),
  /** Removes every toast, e.g. when a test or a story starts afresh. */
  dismissAll: () => toast.dismiss(),
};
