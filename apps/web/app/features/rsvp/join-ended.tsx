import { Anchor, List, Stack, Text } from '@mantine/core';
import type { JoinStatus } from '@meridian/contracts/rsvp-join';
import { IconFlagCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { OutcomePanel } from '../../components/outcome-panel';
import { formatSessionDay, formatSessionStart } from '../../lib/datetime';

/** One thing the attendee can do after the session. */
export interface NextStep {
  key: string;
  content: ReactNode;
}

const DEFAULT_STEPS: NextStep[] = [
  {
    key: 'next-session',
    content: (
      <>
        Keep the momentum:{' '}
        <Anchor component={Link} to="/rsvp">
          book your next live session
        </Anchor>
        .
      </>
    ),
  },
  {
    key: 'questions',
    content: (
      <>
        Questions about what we covered?{' '}
        <Anchor component={Link} to="/support">
          Ask our team
        </Anchor>{' '}
        and quote the reference from your confirmation email.
      </>
    ),
  },
];

/** "What comes next" after a session: its heading and the steps (book the next session, ask our team). */
export function NextSteps({ steps = DEFAULT_STEPS }: { steps?: NextStep[] }) {
  return (
    <Stack gap="xs" w="100%" maw={480} ta="left">
      <Text fw={700} c="var(--mantine-color-text)" component="h2" size="md" m={0}>
        What comes next
      </Text>
      <List spacing="xs">
        {steps.map((step) => (
          <List.Item key={step.key}>{step.content}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** After the doors closed: the session ended (and its replay expired, when it had one), and what comes next. */
export function JoinEnded({ status, timeZone }: { status: JoinStatus; timeZone: string }) {
  const expired = status.replay?.state === 'expired' ? status.replay.expiredAt : null;
  return (
    <OutcomePanel icon={<IconFlagCheck />} color="teal" title="This session has ended">
      <Stack gap="md" align="center">
        <Text inherit>
          {status.title} took place on {formatSessionDay(status.startsAt, timeZone)}. Thank you for being part of it.
        </Text>
        {expired ? (
          <Text inherit>
            Its replay was available until {formatSessionStart(expired, timeZone)} and has now expired.
          </Text>
        ) : null}
        <NextSteps />
      </Stack>
    </OutcomePanel>
  );
}
