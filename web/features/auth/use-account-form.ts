import { type ChangeEvent, type FormEvent, useState } from 'react';
import { type AccountField, accountFieldsRefusal } from './account-fields.js';
import { signupErrorMessage } from './auth-errors.js';
import { useFormSubmit } from './use-form-submit.js';

/**
 * A form that makes an account (sign-up, join): its values, the props of each text field, and a
 * submit that checks the `required` fields and the password's length before any request, then
 * sends. A refusal, the browser's or the server's, is shown by `error` until the next submit.
 */
export function useAccountForm<
  Field extends AccountField,
  Form extends Record<Field | 'password', string>,
>(initial: () => Form, required: readonly Field[], send: (form: Form) => Promise<void>) {
  const [form, setForm] = useState<Form>(initial);
  const { busy, error, setError, submit } = useFormSubmit(signupErrorMessage);

  const field = (name: keyof Form & string) => ({
    name,
    required: true,
    disabled: busy,
    value: form[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setForm((current) => ({ ...current, [name]: value }));
    },
  });

  const sendForm = submit(() => send(form));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const refusal = accountFieldsRefusal(form, required);
    if (refusal === null) {
      void sendForm(event);
      return;
    }
    event.preventDefault();
    setError(() => refusal);
  };

  return { form, setForm, field, busy, error, onSubmit };
}
