import { Box } from '@mantine/core';
import classes from './issue-body.module.css';

/**
 * A sent issue's body in the public archive. The server sanitised it when the issue was saved
 * (docs/decisions/2026-11-23-newsletter-issues.md), so it is shown as HTML.
 */
export function IssueBody({ html }: { html: string }) {
  return <Box className={classes.body} dangerouslySetInnerHTML={{ __html: html }} />;
}
