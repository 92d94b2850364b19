import type { Issue } from '@meridian/contracts/newsletter-issues';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { StatusBadge } from '../../components/admin/status-badge';
import { EmailPreview } from '../../components/email-editor/email-preview';
import { formatSessionTime } from '../../lib/datetime';
import { formatCount, formatLongDate } from '../../lib/format';
import { ISSUE_STATUS } from './issue-status';

interface IssueDetailProps {
  issue: Issue;
  from: string;
  zone: string;
  onClose: () => void;
  /** A scheduled issue: asks to call the schedule off (back to draft). */
  onUnschedule: () => void;
}

/** A scheduled or sent issue: when, to how many, its archive page and the message as sent; a schedule can be called off. */
export function IssueDetail({ issue, from, zone, onClose, onUnschedule }: IssueDetailProps) {
  const at = issue.sendAt ? `${formatLongDate(issue.sendAt)}, ${formatSessionTime(issue.sendAt, zone)}` : '';
  return (
    <Stack gap="md" maw={760}>
      <Group gap="sm">
        <StatusBadge {...ISSUE_STATUS[issue.status]} />
        <Text>
          {issue.status === 'sent'
            ? `Sent ${at} to ${formatCount(issue.recipients)} confirmed ${issue.recipients === 1 ? 'subscriber' : 'subscribers'}.`
            : `Goes out ${at} to the subscribers confirmed then.`}
        </Text>
      </Group>
      {issue.slug ? (
        <Text size="sm">
          {issue.status === 'sent' ? 'In the public archive at ' : 'Joins the public archive at '}
          {issue.status === 'sent' ? (
            <Anchor component={Link} to={`/newsletter/${issue.slug}`}>
              /newsletter/{issue.slug}
            </Anchor>
          ) : (
            `/newsletter/${issue.slug}`
          )}
        </Text>
      ) : null}
      <EmailPreview subject={issue.subject} preheader={issue.preheader} html={issue.html} from={from} />
      <Group>
        <Button variant="default" onClick={onClose}>
          Back to issues
        </Button>
        {issue.status === 'scheduled' ? (
          <Button variant="outline" color="red.9" onClick={onUnschedule}>
            Cancel schedule
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
