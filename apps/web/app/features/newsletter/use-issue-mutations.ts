import {
  createIssue,
  deleteIssue,
  getIssue,
  listIssues,
  sendIssue,
  testIssue,
  unscheduleIssue,
  updateIssue,
} from '@meridian/contracts/newsletter-issues';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';

/** What a change to an issue makes stale: the list and the issue. */
const ISSUE_READS = [listIssues, getIssue];

/** Every call that changes a newsletter issue, each refreshing what shows it. */
export function useIssueMutations() {
  const refresh = { invalidates: ISSUE_READS };
  return {
    create: useEndpointMutation(createIssue, refresh),
    update: useEndpointMutation(updateIssue, refresh),
    remove: useEndpointMutation(deleteIssue, refresh),
    test: useEndpointMutation(testIssue),
    send: useEndpointMutation(sendIssue, refresh),
    unschedule: useEndpointMutation(unscheduleIssue, refresh),
  };
}
