import { type FormEventHandler, type ReactNode, useSyncExternalStore } from 'react';
import { Form as RacForm, type FormProps as RacFormProps } from 'react-aria-components';

export interface FormProps extends Omit<RacFormProps, 'onSubmit'> {
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/**
 * RAC Form for react-hook-form: the browser's own validation bubbles are off (RAC sets noValidate), the
 * fields show their messages themselves (validationBehavior "aria"), and Enter submits.
 *
 * On a prerendered page the fields stay disabled until the app hydrates it: pressed earlier, the form
 * would be sent by the browser itself (a GET with the password in the address), and text typed earlier
 * would be cleared when react-hook-form takes the fields.
 */
export function Form({ className, children, ...props }: FormProps) {
  const hydrated = useSyncExternalStore(neverChanges, clientRender, serverRender);
  return (
    <RacForm
      {...props}
      validationBehavior="aria"
      className={['flex flex-col gap-4', className].filter(Boolean).join(' ')}
    >
      <fieldset disabled={!hydrated} className="contents">
        {children}
      </fieldset>
    </RacForm>
  );
}

const neverChanges = () => () => {};
const clientRender = () => true;
const serverRender = () => false;
