import { Progress } from '@mantine/core';

/** How much of a file has reached storage while it uploads (`useUpload`'s progress); nothing otherwise. */
export function UploadProgress({ value, label }: { value: number | null; label: string }) {
  if (value === null) return null;
  return (
    <Progress.Root size="sm" mt={6}>
      <Progress.Section value={Math.round(value * 100)} aria-label={label} />
    </Progress.Root>
  );
}
