import { Alert, type AlertProps } from '@mantine/core';

type FormErrorProps = Omit<AlertProps, 'children' | 'color' | 'variant' | 'role'> & {
  /** The form's message that belongs to no single field; nothing is shown without one. */
  message: string | null | undefined;
};

/** A refused form's own message, above or below its fields (docs/decisions/2026-11-23-web-forms.md). */
export function FormError({ message, ...props }: FormErrorProps) {
  if (!message) return null;
  return (
    <Alert color="red.9" variant="outline" role="alert" {...props}>
      {message}
    </Alert>
  );
}
