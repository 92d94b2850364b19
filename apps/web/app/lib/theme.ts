import { Anchor, createTheme, Notification, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: {
    brand: [
      '#e8f0fe',
      '#cbdcfb',
      '#9ab9f5',
      '#6893ee',
      '#3f72e6',
      '#2a5fdc',
      '#1f51c7',
      '#1a44a8',
      '#143886',
      '#0b2a66',
    ],
  },
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // Links inside text must not rely on colour alone (WCAG 1.4.1); navigation lists opt out.
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    // With a title, Mantine greys the message to gray.6 (3.3:1 on white); the dimmed colour meets AA.
    Notification: Notification.extend({ styles: { description: { color: 'var(--mantine-color-dimmed)' } } }),
  },
});

/** Dimmed text darker than Mantine's default so it meets WCAG AA contrast on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Field errors: Mantine's red.6 is 3.3:1 on white; red.9 meets AA for small text.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
