import { useTranslation } from 'react-i18next';
import { type CloseButtonProps, cssTransition, ToastContainer } from 'react-toastify/unstyled';
import './toast-region.css';

/** react-toastify's bounce animation with the collapse duration spelled out (section 9: 300 ms). */
const bounce = cssTransition({
  enter: 'Toastify--animate Toastify__bounce-enter',
  exit: 'Toastify--animate Toastify__bounce-exit',
  appendPosition: true,
  collapseDuration: 300,
});

function CloseButton({ closeToast }: CloseButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="Toastify__close-button Toastify__close-button--dark"
      aria-label={t('toast.close')}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(event);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

/** react-toastify's container, styled and labelled; loaded lazily by <Toaster>. */
export default function ToastRegion({ autoClose }: { autoClose: number }) {
  const { t } = useTranslation();
  return (
    <ToastContainer
      theme="dark"
      position="bottom-right"
      autoClose={autoClose}
      transition={bounce}
      closeButton={CloseButton}
      aria-label={t('toast.region')}
    />
  );
}
