import { Alert, Button } from '@mantine/core';

/** A list that could not be loaded: the server's message and a way to try again. */
export function LoadError({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  return (
    <Alert color="red.9" variant="outline" title={title} role="alert">
      {message}{' '}
      <Button variant="default" size="compact-sm" ml="xs" onClick={onRetry}>
        Try Again
      </Button>
    </Alert>
  );
}
