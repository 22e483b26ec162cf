/** product-spec.md section 9: the toasts the app raises close after 3 s. */
export const NOTIFY_AUTO_CLOSE = 3000;

// react-toastify loads with the first toast, not with the first page: it queues what is raised
// before <Toaster> has mounted its container, and <Toaster> mounts it once a toast was asked for.
let loaded: typeof import('react-toastify/unstyled').toast | undefined;
let requested = false;
const requestListeners = new Set<() => void>();
const toasts = async () => {
  if (!requested) {
    requested = true;
    for (const listener of requestListeners) listener();
  }
  loaded ??= (await import('react-toastify/unstyled')).toast;
  return loaded;
};

/** Whether any toast was raised yet, for useSyncExternalStore in <Toaster>. */
export const toastRequests = {
  subscribe(listener: () => void) {
    requestListeners.add(listener);
    return () => void requestListeners.delete(listener);
  },
  any: () => requested,
};

/** Shows a toast in the one <Toaster>. */
export const notify = {
  info: (message: string) =>
    void toasts().then((toast) => toast.info(message, { autoClose: NOTIFY_AUTO_CLOSE })),
  success: (message: string) =>
    void toasts().then((toast) => toast.success(message, { autoClose: NOTIFY_AUTO_CLOSE })),
  error: (message: string) =>
    void toasts().then((toast) => toast.error(message, { autoClose: NOTIFY_AUTO_CLOSE })),
  /** Removes every toast, e.g. when a story starts afresh; none exist before the first one loaded. */
  dismissAll: () => loaded?.dismiss(),
};
