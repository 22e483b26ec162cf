import type { FormEventHandler, ReactNode } from 'react';
import { Form as RacForm, type FormProps as RacFormProps } from 'react-aria-components';

export interface FormProps extends Omit<RacFormProps, 'onSubmit'> {
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/**
 * RAC Form for react-hook-form: the browser's own validation bubbles are off (RAC sets noValidate), the
 * fields show their messages themselves (validationBehavior "aria"), and Enter submits.
 */
export function Form({ className, children, ...props }: FormProps) {
  return (
    <RacForm
      {...props}
      validationBehavior="aria"
      className={['flex flex-col gap-4', className].filter(Boolean).join(' ')}
    >
      {children}
    </RacForm>
  );
}
