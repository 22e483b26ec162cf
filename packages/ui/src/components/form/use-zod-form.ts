import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import { type ActionOptions, useAction } from '../action/use-action.ts';

/**
 * react-hook-form checked by one of api-client's zod rule sets. Messages appear after the first
 * submit and then follow each keystroke; the first invalid field receives focus.
 */
export function useZodForm<Schema extends z.ZodMiniType<FieldValues, FieldValues>>(
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
 * useAction for a form: the valid values go to `action`; pending only while the call runs (not
 * during the instant client-side check); a failure the server pinned to a field shows at that field.
 */
export function useFormSubmit<Input extends FieldValues, Output, R>(
  form: UseFormReturn<Input, unknown, Output>,
  action: (values: Output) => Promise<R>,
  options: Omit<ActionOptions<Input>, 'form'> = {},
) {
  const { run, isPending } = useAction(action, { ...options, form });
  return { onSubmit: form.handleSubmit(async (values) => void (await run(values))), isPending };
}
