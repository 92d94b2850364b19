import { describe, expect, it } from 'vitest';
import { stylesheetFor } from './mantine-component-css';

const core = '/repo/node_modules/@mantine/core/esm';

describe('Mantine component stylesheets', () => {
  it.each([
    [`${core}/components/Switch/Switch.module.mjs`, '@mantine/core/styles/Switch.layer.css'],
    [`${core}/components/Table/Table.module.mjs`, '@mantine/core/styles/Table.layer.css'],
    // The label beside a Checkbox, Radio or Switch: without it the label falls under the control.
    [`${core}/utils/InlineInput/InlineInput.module.mjs`, '@mantine/core/styles/InlineInput.layer.css'],
  ])('%s imports %s', (id, stylesheet) => {
    expect(stylesheetFor(id)).toBe(stylesheet);
  });

  it('leaves modules without a stylesheet alone', () => {
    expect(stylesheetFor(`${core}/components/Switch/Switch.mjs`)).toBeUndefined();
    expect(stylesheetFor('/repo/apps/web/app/root.tsx')).toBeUndefined();
  });
});
