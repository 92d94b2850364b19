import { useId, type ReactNode } from 'react';
import classes from './native-field.module.css';

interface NativeFieldProps {
  name: string;
  label: string;
  /** `textarea` and `select` render those elements; anything else is an input's type. */
  type?: string;
  autoComplete?: string;
  description?: string;
  error?: string;
  required?: boolean;
  /** The options of a `select` (the first, with an empty value, is its prompt). */
  options?: readonly { value: string; label: string }[];
  /** `dark` suits a dark background (the footer). */
  tone?: 'light' | 'dark';
}

/**
 * A labelled native input, textarea or select styled like Mantine's (its CSS variables), for public
 * forms that ship without Mantine's Input stack, which would add tens of KB to a public page's
 * hydration (docs/decisions/2026-11-23-newsletter-subscriptions.md). Read values with FormData.
 */
export function NativeField({
  name,
  label,
  type = 'text',
  autoComplete,
  description,
  error,
  required,
  options = [],
  tone = 'light',
}: NativeFieldProps) {
  const id = useId();
  const describedBy = [description ? `${id}-description` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const common = {
    id,
    name,
    required,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    className: classes.input,
  };
  return (
    <div className={`${classes.field} ${tone === 'dark' ? classes.dark : ''}`}>
      <label htmlFor={id} className={classes.label}>
        {label}
        {required ? (
          <span className={classes.required} aria-hidden>
            {' '}
            *
          </span>
        ) : null}
      </label>
      {description ? (
        <p id={`${id}-description`} className={classes.description}>
          {description}
        </p>
      ) : null}
      {type === 'textarea' ? (
        <textarea {...common} rows={6} />
      ) : type === 'select' ? (
        <select {...common} defaultValue="">
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.value === ''}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input {...common} type={type} />
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A native checkbox with its label beside it and its message under it. */
export function NativeCheckbox({ name, label, error }: { name: string; label: ReactNode; error?: string }) {
  const id = useId();
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.checkbox}>
        <input
          id={id}
          name={name}
          type="checkbox"
          value="yes"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>{label}</span>
      </label>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A field's message, under it; the field names it with aria-describedby (`<id>-error`). */
function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className={classes.error}>
      {error}
    </p>
  ) : null;
}
