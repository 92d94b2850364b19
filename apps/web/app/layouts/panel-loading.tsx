import { Loader, Text } from '@mantine/core';
import classes from './panel-shell.module.css';

/** What a panel shows while the server is asked who the visitor is: "Loading..." (docs/product.md, Panels and their gates). */
export function PanelLoading() {
  return (
    <div className={classes.checking} role="status" aria-live="polite">
      <Loader size="sm" aria-hidden />
      <Text ml="sm" fw={600}>
        Loading...
      </Text>
    </div>
  );
}
