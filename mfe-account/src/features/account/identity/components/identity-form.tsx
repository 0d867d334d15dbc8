import { type FormEvent, type ReactNode, useId, useState } from 'react';
import styles from './identity-pages.module.css';

export interface IdentityField {
  name: string;
  label: string;
  type: 'email' | 'password' | 'text';
  autoComplete: string;
  defaultValue?: string;
  /** A note under the field (the password rules), tied to it with aria-describedby. */
  hint?: string;
}

export interface IdentityFormProps {
  heading?: string;
  fields: IdentityField[];
  submitLabel: string;
  /** Sends the form; resolves with the service's error to show, or null when it worked. */
  onSubmit: (values: Record<string, string>) => Promise<string | null>;
  /** What to say once it worked (a status message); without it the caller moves on itself. */
  successText?: string;
  children?: ReactNode;
}

/**
 * One form of the identity pages: labelled fields, the button busy while the call is on its way,
 * the service's error as an alert and the success as a status message.
 */
export function IdentityForm({
  heading,
  fields,
  submitLabel,
  onSubmit,
  successText,
  children,
}: IdentityFormProps) {
  const id = useId();
  const [state, setState] = useState<{ busy: boolean; error: string | null; done: boolean }>({
    busy: false,
    error: null,
    done: false,
  });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.busy) return;
    const form = event.currentTarget;
    const values = Object.fromEntries(
      fields.map((field) => [field.name, String(new FormData(form).get(field.name) ?? '')]),
    );
    setState({ busy: true, error: null, done: false });
    const error = await onSubmit(values);
    setState({ busy: false, error, done: error === null });
    if (error === null && successText) form.reset();
  };
  const errorId = `${id}-error`;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={heading ? `${id}-heading` : undefined}
    >
      {heading && (
        <h2 id={`${id}-heading`} className={styles.subheading}>
          {heading}
        </h2>
      )}
      {fields.map((field) => {
        const fieldId = `${id}-${field.name}`;
        const described = [field.hint ? `${fieldId}-hint` : '', state.error ? errorId : '']
          .filter(Boolean)
          .join(' ');
        return (
          <div key={field.name} className={styles.field}>
            <label htmlFor={fieldId} className={styles.label}>
              {field.label}
            </label>
            <input
              id={fieldId}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              defaultValue={field.defaultValue}
              className={styles.input}
              aria-invalid={state.error ? true : undefined}
              aria-describedby={described || undefined}
            />
            {field.hint && (
              <p id={`${fieldId}-hint`} className={styles.hint}>
                {field.hint}
              </p>
            )}
          </div>
        );
      })}
      {state.error && (
        <p id={errorId} className={styles.error} role="alert">
          {state.error}
        </p>
      )}
      {state.done && successText && (
        <p className={styles.success} role="status">
          {successText}
        </p>
      )}
      <button
        type="submit"
        className={styles.primary}
        disabled={state.busy}
        aria-busy={state.busy || undefined}
      >
        {submitLabel}
      </button>
      {children}
    </form>
  );
}
