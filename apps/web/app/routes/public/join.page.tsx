import { useState } from 'react';
import { CenteredPage } from '../../features/rsvp/centered-page';
import { JoinOutcome } from '../../features/rsvp/join-outcome';
import { privatePageHandle } from '../../features/rsvp/private-page-handle';
import { useJoinStatus, useJoinToken } from '../../features/rsvp/use-join-status';
import { browserTimeZone } from '../../lib/datetime';

export const handle = privatePageHandle('Join your session', 'Your personal link to a live webinar session.');

/**
 * /join?t=… — where a personal join link leads while its doors are closed: a countdown before, the
 * session's replay or its end after (docs/product.md, Joining a session, Replays). The same page for
 * every link: it asks for the link's status once live.
 */
export default function JoinPage() {
  const token = useJoinToken();
  const { view, retry } = useJoinStatus(token);
  const [timeZone] = useState(browserTimeZone);
  // A replay's player gets a wider column than the page's messages.
  const replay = view.kind === 'status' && view.state === 'ended' && view.status.replay?.state === 'available';
  return (
    <CenteredPage width={replay ? 960 : 640}>
      <JoinOutcome token={token} view={view} timeZone={timeZone} onRetry={retry} />
    </CenteredPage>
  );
}
