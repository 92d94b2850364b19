import { Button, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { OutcomePanel } from '../outcome-panel';
import { TestModeBanner } from './test-mode-banner';
import type { TestPageState } from './use-test-page';

interface TestModeFrameProps<T> {
  state: TestPageState<T>;
  /** What the banner says is not real here. */
  banner: ReactNode;
  /** "Loading your checkout…" */
  loading: string;
  /** The page when its id names nothing. */
  missing: { title: string; body: ReactNode; actions?: ReactNode };
  /** The title when it could not be loaded ("Checkout unavailable"). */
  unavailable: string;
  onRetry: () => void;
  children: (value: T) => ReactNode;
}

/**
 * The frame every local TEST MODE page shares (checkout, Connect onboarding, billing): the TEST
 * MODE banner above the page, and the loading, not-found and failed states around its content.
 */
export function TestModeFrame<T>({
  state,
  banner,
  loading,
  missing,
  unavailable,
  onRetry,
  children,
}: TestModeFrameProps<T>) {
  let content: ReactNode;
  if (state.kind === 'loading') {
    content = (
      <Stack align="center" py="xl" role="status">
        <Loader aria-hidden />
        <Text c="dimmed">{loading}</Text>
      </Stack>
    );
  } else if (state.kind === 'missing') {
    content = (
      <OutcomePanel icon={<IconAlertTriangle />} color="red" title={missing.title} actions={missing.actions}>
        {missing.body}
      </OutcomePanel>
    );
  } else if (state.kind === 'failed') {
    content = (
      <OutcomePanel
        icon={<IconAlertTriangle />}
        color="red"
        title={unavailable}
        actions={<Button onClick={onRetry}>Try again</Button>}
      >
        {state.message}
      </OutcomePanel>
    );
  } else {
    content = children(state.value);
  }
  return (
    <Stack gap="md">
      <TestModeBanner>{banner}</TestModeBanner>
      {content}
    </Stack>
  );
}
