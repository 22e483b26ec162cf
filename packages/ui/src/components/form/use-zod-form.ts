import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form checked by one of api-client's zod rule sets. Messages appear after the first
 * submit and then follow each keystroke; the first invalid field receives focus.
 */
export function useZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
}

/**
 * The submit handler of a form whose valid values go to the server: pending only while the call
 * runs (not during the instant client-side check), and a second Enter meanwhile sends nothing.
 */
export function useFormSubmit<Input extends FieldValues, Output>(
  form: UseFormReturn<Input, unknown, Output>,
  action: (values: Output) => Promise<void>,
) {
  const [isPending, setPending] = useState(false);
  const running = useRef(false);
  const onSubmit = form.handleSubmit(async (values) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      await action(values);
    } finally {
      running.current = false;
      setPending(false);
    }
  });
  return { onSubmit, isPending };
}
